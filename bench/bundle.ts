import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoAccounts, demoPassword } from '@/e2e/support/accounts';
import { storageKeys } from '@/src/lib/storage-keys';
import { type LighthouseFigures, lighthouseGoals, lighthouseMobile } from './support/lighthouse';
import { budgets, gzipSize, measurePageJavascript, type PageJavascript, serveBuiltApp } from './support/page-javascript';
import { budget, heading, kb, ms, progress, row } from './support/report';
import { root } from './support/server-process';

function printPage(label: string, result: PageJavascript, limit?: number) {
  row(
    `${label} (${result.finalPath}), ${result.files.length} files`,
    kb(result.gzip),
    `${limit === undefined ? 'no budget of its own' : budget(result.gzip, limit, kb)}; raw ${kb(result.raw)}`,
  );
  row('  of which before the page showed', kb(result.gzipBeforeShown), 'the rest was fetched after it showed (prefetch)');
  for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip)) {
    const note = file.afterShown ? '  (after it showed)' : '';
    console.log(`      ${kb(file.gzip).padStart(10)} gzip  ${kb(file.raw).padStart(10)} raw  ${file.url}${note}`);
  }
}

function printChunks() {
  const assets = path.join(root, 'dist', 'assets');
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const bytes = readFileSync(path.join(assets, name));
      return { name, raw: bytes.length, gzip: gzipSize(bytes) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  row(`all JavaScript chunks in dist/ (${chunks.length})`, kb(total), 'gzip; largest first:');
  for (const chunk of chunks.slice(0, 20)) {
    console.log(`      ${kb(chunk.gzip).padStart(10)} gzip  ${kb(chunk.raw).padStart(10)} raw  ${chunk.name}`);
  }
  if (chunks.length > 20) console.log(`      … and ${chunks.length - 20} smaller chunks`);
}

/** Lighthouse's four figures for one page, the score against its goal. */
function printLighthouse(label: string, figures: LighthouseFigures, goal: number) {
  const verdict = figures.score >= goal ? 'meets' : 'BELOW';
  row(`${label} (${figures.finalPath})`, figures.score.toFixed(2), `${verdict} the goal ≥ ${goal.toFixed(2)}`);
  row('  first contentful paint', ms(figures.fcpMs));
  row('  largest contentful paint', ms(figures.lcpMs));
  row('  total blocking time', ms(figures.tbtMs));
  row('  host CPU benchmark index', figures.benchmarkIndex.toFixed(0), 'Lighthouse warns of a slow host under 1000');
}

/** Signs in through the API, as the sign-in page would, for a Lighthouse run of a signed-in page. */
async function apiSession(baseUrl: string, email: string) {
  const response = await fetch(new URL('/api/v1/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (response.status !== 200) throw new Error(`login as ${email} answered ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string; refreshToken: string } };
  return { keys: storageKeys, ...data };
}

/**
 * The gzip size (zlib default level) of the JavaScript the sign-in page, the teacher landing and
 * the parent portal load, against their budgets, every chunk of the build, and Lighthouse's mobile
 * performance of the sign-in page and the parent portal against the goals of issue 19 part 4.
 * `dataDir` is a seeded DATA_DIR.
 */
export async function runBundleBench(dataDir: string): Promise<void> {
  heading('JavaScript the pages load (gzip, fresh browser cache)');
  const app = await serveBuiltApp({ dataDir, onBuilt: () => progress('built dist/') });
  try {
    const { signIn, teacherLanding, parentPortal } = await measurePageJavascript(app.baseUrl);
    printPage('sign-in page', signIn, budgets.signIn);
    printPage('teacher landing page', teacherLanding, budgets.teacherLanding);
    printPage('parent portal', parentPortal, budgets.parentPortal);
    printChunks();

    heading('Lighthouse mobile performance (simulated slow 4G, 4× CPU slowdown; 0–1)');
    printLighthouse('sign-in page', await lighthouseMobile(`${app.baseUrl}/`), lighthouseGoals.signIn);
    const parent = demoAccounts.parent;
    const session = await apiSession(app.baseUrl, parent.email);
    printLighthouse('parent portal', await lighthouseMobile(`${app.baseUrl}${parent.landing}`, session), lighthouseGoals.parentPortal);
  } finally {
    await app.stop();
  }
}
