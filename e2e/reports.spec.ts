import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { storageKeys } from '@/src/lib/storage-keys';
import { demoAccounts } from './support/accounts';
import { signInByApi } from './support/sign-in';

/** A real 1×1 PNG, as a person would attach. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Waits until the time tracker's senders are loaded: it asks for them as it mounts, and a page left
 * before they arrive sends nothing (a page of a few milliseconds). The test's clock runs 42 s at once,
 * with no real time for the chunk to arrive (under load in CI it had not: 0 s counted). The same
 * address is the same module, so importing it here resolves once the tracker's import has.
 */
async function timeSendersLoaded(page: Page) {
  const chunk = readdirSync(path.join('dist', 'assets')).find((name) => /^send-time-[\w-]+\.js$/.test(name));
  if (!chunk) throw new Error('no send-time chunk in dist/assets');
  await page.evaluate((url) => import(url).then(() => undefined), `/assets/${chunk}`);
}

const stored = (page: Page) =>
  page.evaluate((keys) => ({ token: localStorage.getItem(keys.token), schoolId: localStorage.getItem(keys.schoolId) }), storageKeys);

test('a teacher files a bug report and the super admin sees it and moves it to in progress', async ({ page, browser }) => {
  const title = `Roster sort is lost ${Date.now()}`;
  await signInByApi(page, demoAccounts.teacher, '/teacher/students');
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Report a bug' }).click();
  const form = page.getByRole('dialog', { name: 'Report a bug' });
  await form.getByLabel('What happened, in a line').fill(title);
  await form.getByLabel('What happened, in full').fill('Sorting the roster by score forgets the order after opening a student.');
  await form.getByLabel('What did you expect instead?').fill('The order stays.');
  await form.getByLabel('Steps to reproduce').fill('1. Sort by score\n2. Open a student\n3. Go back');
  await form.getByLabel('How bad is it?').selectOption('high');
  await form.getByLabel(/Screenshot/).setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByAltText('Screenshot preview')).toBeVisible();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status')).toHaveText(/Thank you for your report/);
  await expect(form).toBeHidden();

  const admin = await browser.newPage();
  await signInByApi(admin, demoAccounts.superAdmin, '/sup-admin/bug-reports');
  const row = admin.getByRole('button', { name: `Open report: ${title}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('High');
  await expect(row).toContainText('Alex Rivera');
  await expect(row).toContainText('/teacher/students');
  await row.click();
  const drawer = admin.getByRole('dialog', { name: 'Bug report' });
  await expect(drawer.getByText('The order stays.')).toBeVisible();
  await expect(drawer.getByAltText(`Screenshot of: ${title}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'In progress' }).click();
  await expect(drawer.getByRole('button', { name: 'In progress' })).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', { name: 'Close the report' }).click();
  // Gone from the open reports, listed under in progress.
  await expect(admin.getByRole('button', { name: `Open report: ${title}` })).toBeHidden();
  await admin.getByRole('tab', { name: 'In progress' }).click();
  await expect(admin.getByRole('button', { name: `Open report: ${title}` })).toBeVisible();
  await admin.close();
});

test('closing a page sends the time counted since the last report, and the server adds it up', async ({ page }) => {
  // The app's 1 s counter runs on the page's clock, which the test moves on; from here on that clock
  // also runs by itself with real time, so the upper bound counts the real seconds since now.
  const clockInstalledAt = Date.now();
  await page.clock.install();
  await signInByApi(page, demoAccounts.teacher2, '/teacher');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const { token, schoolId } = await stored(page);
  // The context's request client: it outlives the page.
  const request = page.context().request;
  const ownTime = async () => {
    const response = await request.get('/api/teacher/dashboard/statistics', {
      headers: { authorization: `Bearer ${token}`, schoolid: schoolId ?? '' },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { myTimeThisWeekSeconds: number } }).data.myTimeThisWeekSeconds;
  };
  const before = await ownTime();
  await timeSendersLoaded(page);
  await page.clock.runFor(42_000);
  await page.close({ runBeforeUnload: true });

  // 42 s moved on by the test, plus the few real seconds the page's clock ran by itself meanwhile.
  await expect.poll(async () => (await ownTime()) - before).toBeGreaterThanOrEqual(42);
  expect((await ownTime()) - before).toBeLessThanOrEqual(42 + Math.ceil((Date.now() - clockInstalledAt) / 1000));
});
