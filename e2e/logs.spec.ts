import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { fillSignInForm, signInByApi } from './support/sign-in';

/**
 * The logs (issue 10) against the real server: a failed sign-in that a super admin then finds on
 * the Sign-ins tab by its email; a school admin reads their school's audit entries, filters them
 * and downloads them as CSV; the page on a phone has no sideways scroll.
 */

const listed = (page: Page, path: string) => page.waitForResponse((res) => res.url().endsWith(path) && res.request().method() === 'POST');

test('a failed sign-in shows on the super admin’s Sign-ins tab, found by the email typed', async ({ page }) => {
  const email = `e2e-logs-${Date.now()}@nowhere.test`;
  await page.goto('/');
  const refused = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/login') && res.status() === 401);
  await fillSignInForm(page, `  ${email.toUpperCase()}`, 'not-the-password');
  await refused;

  await signInByApi(page, demoAccounts.superAdmin, '/sup-admin/logs');
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign-ins' }).click();
  await expect(page.getByRole('table', { name: 'Sign-ins' })).toBeVisible();
  const searched = listed(page, '/api/v1/admin/logs/sign-ins');
  await page.getByRole('searchbox', { name: 'Search by user name or email' }).fill(email);
  await page.keyboard.press('Enter');
  await searched;
  await expect(page).toHaveURL(/tab=sign-ins/);
  const rows = page.getByRole('table', { name: 'Sign-ins' }).getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Failed');
  await expect(rows.first()).toContainText('No such account');
});

test("a school admin reads their school's audit entries, filters them, and downloads the CSV", async ({ page }) => {
  await signInByApi(page, demoAccounts.schoolAdmin, '/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Logs' }).first().click();
  await expect(page).toHaveURL(/\/admin\/logs$/);
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Only reads of students: the seed's record reads of the demo parent's children.
  const filtered = listed(page, '/api/v1/admin/logs/audit');
  await page.getByLabel('Record kind').selectOption('student');
  await filtered;
  await expect(page).toHaveURL(/entity=student/);
  await expect(table.getByRole('row').nth(1)).toContainText('student');

  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFFtime,actor,actor email,actor role,action,record kind,record id,record,address,details')).toBe(true);
  const lines = text.split('\r\n').slice(1, -1);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.includes(',student,'))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the logs have no sideways scroll', async ({ page }) => {
    await signInByApi(page, demoAccounts.districtAdmin, '/admin/logs');
    await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Sign-ins' }).click();
    await expect(page.getByRole('table', { name: 'Sign-ins' }).getByRole('row').nth(1)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
