import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '@/e2e/support/chromium';
import { freePort } from './server-process';

/** Issue 19 part 4: Lighthouse mobile performance the first pages must reach. */
export const lighthouseGoals = { signIn: 0.95, parentPortal: 0.9 };

export interface LighthouseFigures {
  finalPath: string;
  /** 0–1, Lighthouse's mobile performance category. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of this machine's CPU (`environment.benchmarkIndex`): it scales observed task
   * lengths by 4 whatever the machine, and warns under 1,000 that a slow host lowers the score.
   */
  benchmarkIndex: number;
}

/**
 * Lighthouse 12 (13 needs Node 22) with its default mobile settings: a phone-sized screen, simulated
 * slow 4G (150 ms, 1.6 Mbit/s) and a CPU 4× slower than this one. Chromium comes from Playwright's
 * launch (Debian's binary, headless, no sandbox) with a debugging port Lighthouse connects to; a
 * persistent profile, because Lighthouse audits in the browser's default context, which is where a
 * signed-in visit's tokens must be stored first. With `session` those tokens are stored under the
 * app's keys before the run; without it Lighthouse clears the origin's storage and cache as usual
 * (a first visit).
 */
export async function lighthouseMobile(
  url: string,
  session?: { keys: { token: string; refreshToken: string }; token: string; refreshToken: string },
): Promise<LighthouseFigures> {
  const port = await freePort(9300);
  const profile = mkdtempSync(path.join(tmpdir(), 'lms-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`],
  });
  try {
    if (session) {
      // Local storage belongs to the origin: a page of it that loads no script (the health answer).
      const page = await context.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(({ keys, token, refreshToken }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.refreshToken, refreshToken);
      }, session);
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the stored tokens; the cache is still empty (the health answer loaded no asset).
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      score: lhr.categories.performance?.score ?? 0,
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
