import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { type DemoAccount, demoAccounts } from '@/e2e/support/accounts';
import { storeApiSession } from '@/e2e/support/api-session';
import { chromiumLaunchOptions } from '@/e2e/support/chromium';
import { ensureBuilt } from '@/scripts/lib/ensure-built.mjs';
import { root, startServer, tempDataDir } from './server-process';

/**
 * The JavaScript the sign-in page, the teacher landing and the parent portal load: measured here once for the bench
 * (`npm run bench -- bundle`, which prints it) and the budget check in `npm test`
 * (`scripts/check-bundle-budget.ts`, which fails over budget), so both show the same figure.
 */
export const gzipSize = (bytes: Buffer | Uint8Array) => gzipSync(bytes).length;

/**
 * ARCHITECTURE.md §9: gzip JavaScript a page may load. The parent portal's is just above what it
 * loaded when its Lighthouse work was done (268.0 KB after its first paint, issue 19 part 4), so it can only shrink.
 */
export const budgets = { signIn: 12 * 1024, teacherLanding: 300 * 1024, parentPortal: 270 * 1024 };

export interface Loaded {
  url: string;
  raw: number;
  gzip: number;
  /** Requested once the page already showed: prefetching for later pages, not what this one needed. */
  afterShown: boolean;
}

export interface PageJavascript {
  files: Loaded[];
  finalPath: string;
  /** Every JavaScript file the page loaded (the figure held against the budget). */
  gzip: number;
  raw: number;
  gzipBeforeShown: number;
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
async function javascriptLoadedBy(browser: Browser, baseUrl: string, { target, ready, prepare }: PageVisit): Promise<PageJavascript> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  // The live notification stream stays open, so the network would never go quiet; it is not
  // JavaScript either. Refused, the app retries only after a backoff of about a second.
  await context.route('**/api/v1/teacher/notification/stream', (route) => route.abort());
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

/**
 * Builds `dist/` if stale and serves it with the real server (a seeded `dataDir`, or a temporary
 * one the server seeds). `stop()` ends the server and removes the temporary folder.
 */
export async function serveBuiltApp(options: { dataDir?: string; onBuilt?: () => void } = {}) {
  if (ensureBuilt(root)) options.onBuilt?.();
  const data = options.dataDir ? null : tempDataDir('budget');
  const server = await startServer({ dataDir: options.dataDir ?? data!.dir });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      data?.remove();
    },
  };
}

/**
 * Measures the pages in Debian's Chromium against the app served at `baseUrl`: the sign-in page,
 * the teacher landing and the parent portal (each signed in through the API).
 */
export async function measurePageJavascript(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const signIn = await javascriptLoadedBy(browser, baseUrl, {
      target: '/',
      ready: (page) => page.getByRole('button', { name: /^sign in$/i }),
    });
    const signedIn = (account: DemoAccount) =>
      javascriptLoadedBy(browser, baseUrl, {
        target: account.landing,
        ready: (page) => page.getByRole('navigation', { name: 'Main navigation' }),
        prepare: (page) => storeApiSession(page, account.email),
      });
    const teacherLanding = await signedIn(demoAccounts.teacher);
    const parentPortal = await signedIn(demoAccounts.parent);
    return { signIn, teacherLanding, parentPortal };
  } finally {
    await browser.close();
  }
}
