import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '@/e2e/support/accounts';
import { storeApiSession } from '@/e2e/support/api-session';
import { chromiumLaunchOptions } from '@/e2e/support/chromium';
import { ensureBuilt } from '@/scripts/lib/ensure-built.mjs';
import { budget, heading, kb, progress, row } from './support/report';
import { root, startServer } from './support/server-process';

const gzipSize = (bytes: Buffer | Uint8Array) => gzipSync(bytes).length;
const budgets = { signIn: 150 * 1024, teacherLanding: 300 * 1024 };

interface Loaded {
  url: string;
  raw: number;
  gzip: number;
  /** Requested once the page already showed: prefetching for later pages, not what this one needed. */
  afterShown: boolean;
}

interface PageVisit {
  target: string;
  /** What shows once the page is really there (the router redirects and loads route chunks first). */
  ready: (page: Page) => Locator;
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Loads a page in a fresh browser context (empty cache) and sums every JavaScript response it
 * fetched until it showed and the network went quiet: what a person's browser really downloads,
 * including lazily loaded chunks, rather than what the bundler's manifest says.
 */
async function javascriptLoadedBy(browser: Browser, baseUrl: string, { target, ready, prepare }: PageVisit) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const loaded = new Map<string, Promise<Loaded | null>>();
  const requestedAfterShown = new Set<string>();
  let shown = false;
  page.on('request', (request) => {
    if (shown) requestedAfterShown.add(request.url());
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || loaded.has(response.url())) return;
    const afterShown = requestedAfterShown.has(response.url());
    loaded.set(
      response.url(),
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body), afterShown }),
        () => null,
      ),
    );
  });
  await page.goto(target);
  await ready(page).waitFor({ timeout: 60_000 });
  shown = true;
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(loaded.values())).filter((file): file is Loaded => file !== null);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const sum = (list: Loaded[], key: 'gzip' | 'raw') => list.reduce((total, file) => total + file[key], 0);
  const beforeShown = files.filter((file) => !file.afterShown);
  return { files, finalPath, gzip: sum(files, 'gzip'), raw: sum(files, 'raw'), gzipBeforeShown: sum(beforeShown, 'gzip') };
}

function printPage(label: string, result: Awaited<ReturnType<typeof javascriptLoadedBy>>, limit: number) {
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
  if (ensureBuilt(root)) progress('built dist/');
  const server = await startServer({ dataDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const signIn = await javascriptLoadedBy(browser, server.baseUrl, {
      target: '/',
      ready: (page) => page.getByRole('button', { name: /^sign in$/i }),
    });
    printPage('sign-in page', signIn, budgets.signIn);

    const teacher = demoAccounts.teacher;
    const landing = await javascriptLoadedBy(browser, server.baseUrl, {
      target: teacher.landing,
      ready: (page) => page.getByRole('navigation', { name: 'Main navigation' }),
      prepare: (page) => storeApiSession(page, teacher.email),
    });
    printPage('teacher landing page', landing, budgets.teacherLanding);
    printChunks();
  } finally {
    await browser.close();
    await server.stop();
  }
}
