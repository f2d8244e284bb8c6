import { expect, type Page } from '@playwright/test';

const openDialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

/**
 * Opens `path` the way a link in the app does when a page of the app is open: through the app's
 * router (`history.pushState`, which TanStack Router's history follows), then waits until the main
 * area says it has drawn that address (`data-page`, `src/components/layout/drawn-page.tsx`; a
 * redirect changes the address bar too, and is waited for the same way). Elsewhere (signed out, the
 * first visit) it loads the page. A client-side navigation costs the browser about a tenth of a
 * page load (no JavaScript parsed, no app started, no styles inserted again): the accessibility spec
 * opens 83 pages this way. A dialog left open is closed first with Escape, as a person would before
 * following a link; one that does not close (it asks first) is left to a page load.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if ((await openDialogs(page).count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(openDialogs(page))
      .toHaveCount(0, { timeout: 2_000 })
      .catch(() => {});
  }
  const inApp = await page.evaluate(() => document.querySelector('#main[data-page]') !== null);
  if (!inApp || (await openDialogs(page).count()) > 0) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => window.history.pushState({}, '', to), path);
  await page.waitForFunction(
    () => document.querySelector('#main')?.getAttribute('data-page') === `${location.pathname}${location.search}${location.hash}`,
  );
}
