import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { storageKeys } from '@/src/lib/storage-keys';

/** WCAG 2.0 and 2.1, levels A and AA: the bar the issue sets. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

/** A laptop and a phone. The height matters little: axe checks the whole document, not the viewport. */
export const widths = [1280, 390] as const;
export const viewportFor = (width: number) => ({ width, height: width > 600 ? 800 : 844 });

/** What a failing check prints: enough to find the element without opening a trace. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** Selector, the element's opening HTML and axe's reason (e.g. the contrast ratio found). */
  nodes: { target: string; html: string; why: string }[];
}

/**
 * Stores the theme the way the theme toggle does (`theme-init.js` reads it before the first paint).
 * The page must already be on the app's origin.
 */
export async function storeTheme(page: Page, theme: Theme) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: storageKeys.theme, value: theme });
}

/**
 * Waits until the page shows its content: a level-1 heading and no skeleton or pending math
 * (every loading state in the app says `aria-busy="true"`), so axe judges the page, not its placeholder.
 */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await painted(page);
}

/** No loading state left, and the last change painted (used after a resize, when a dialog may hide the heading). */
export async function painted(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // After a resize, React re-renders from matchMedia listeners: let two frames paint first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // A dialog or drawer that has just opened fades and slides in (a CSS animation of a few hundred
  // milliseconds): axe judged its button's colours half faded in once (white text at 80 %, 3.78:1).
  // Its finite animations are waited for; endless ones (a spinner) and colour transitions are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => !(animation instanceof CSSTransition))
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/**
 * Runs axe on the page as it is and answers the serious and critical violations: the bar
 * (minor and moderate ones are left out). Only the WCAG rules run, not axe's best-practice ones.
 *
 * axe-core runs in the page itself (`axe.run`), injected once per document: `@axe-core/playwright`
 * injected it again on every check and finished each run in a fresh blank page (for cross-origin
 * frames, which the app has none of), four times the cost of the run itself.
 */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Only violations are read: axe then skips collecting every passing node, a good part of its time.
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    wcagTags,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 160),
        why: [...n.any, ...n.all, ...n.none].map((c) => c.message).join('; '),
      })),
    }));
}

const describeNode = (n: Finding['nodes'][number]) => `      ${n.target}\n        ${n.html}\n        ${n.why}`;

export function describeFindings(findings: Finding[]) {
  return findings.map((f) => `  [${f.impact}] ${f.rule} on ${f.where}: ${f.help}\n${f.nodes.map(describeNode).join('\n')}`).join('\n');
}
