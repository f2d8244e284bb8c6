import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { budgets, gzipSize, measurePageJavascript, type PageJavascript } from './support/page-javascript';
import { budget, heading, kb, progress, row } from './support/report';
import { root } from './support/server-process';

function printPage(label: string, result: PageJavascript, limit: number) {
  row(
    `${label} (${result.finalPath}), ${result.files.length} files`,
    kb(result.gzip),
    `${budget(result.gzip, limit, kb)}; raw ${kb(result.raw)}`,
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

/**
 * The gzip size (zlib default level) of the JavaScript the sign-in page and the teacher landing
 * page load, against their budgets, plus every chunk of the build. `dataDir` is a seeded DATA_DIR.
 */
export async function runBundleBench(dataDir: string): Promise<void> {
  heading('JavaScript the pages load (gzip, fresh browser cache)');
  const { signIn, teacherLanding } = await measurePageJavascript({ dataDir, onBuilt: () => progress('built dist/') });
  printPage('sign-in page', signIn, budgets.signIn);
  printPage('teacher landing page', teacherLanding, budgets.teacherLanding);
  printChunks();
}
