import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signInByApi } from './support/sign-in';

/**
 * Student privacy (issue 11) against the real server: a school admin downloads a student's whole
 * record, schedules the student's deletion by typing the name and cancels it; a parent on a phone
 * downloads a child's record.
 */

/** The file the browser saved: its name and first bytes (a zip starts with "PK"). */
async function savedFile(download: Download) {
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), magic: bytes.subarray(0, 2).toString('latin1'), size: bytes.length };
}

/** Clicks `button` and answers the download it starts. */
async function downloadBy(page: Page, button: ReturnType<Page['getByRole']>) {
  const started = page.waitForEvent('download');
  await button.click();
  return savedFile(await started);
}

test('a school admin downloads a student record, schedules the deletion by typing the name, and cancels it', async ({ page }) => {
  await signInByApi(page, demoAccounts.schoolAdmin, '/admin/privacy');
  const students = page.getByRole('list', { name: 'Students' });
  await expect(students.getByRole('listitem').first()).toBeVisible();
  // Not the first student (the accessibility suite opens that one), not the demo parent's children (the parent's
  // test), and none whose deletion is already pending.
  const link = students
    .getByRole('listitem')
    .filter({ hasNotText: /Morgan|Deletion on/ })
    .nth(1)
    .getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).toMatch(/^\S+ \S+/);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/privacy\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who read this record' })).toBeVisible();

  // The whole record as a zip, and the download is in the log of who read the record.
  const file = await downloadBy(page, page.getByRole('button', { name: 'Download record' }));
  expect(file.name).toMatch(/\.zip$/);
  expect(file.magic).toBe('PK');
  const log = page.getByRole('table', { name: 'Who read the record' });
  await expect(
    log.getByRole('row').filter({ hasText: 'Grace Nakamura' }).filter({ hasText: 'Downloaded the whole record' }).first(),
  ).toBeVisible();

  // Deletion: Delete stays off until the full name is typed.
  await page.getByRole('button', { name: 'Delete student' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('After that it cannot be undone.');
  const confirm = dialog.getByRole('button', { name: 'Delete student' });
  const field = dialog.getByLabel(`Type "${name}" to confirm`);
  await field.fill(name.split(' ')[0]!);
  await expect(confirm).toBeDisabled();
  await field.fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('region', { name: 'Deletion' });
  await expect(notice).toContainText('Scheduled for deletion on');
  await expect(page.getByRole('button', { name: 'Delete student' })).toBeHidden();

  // The list shows the pending deletion too.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Student privacy' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText(/^Deletion on /)).toBeVisible();

  // Cancelled: the record stays, and Delete is offered again.
  await row.getByRole('link', { name, exact: true }).click();
  await page.getByRole('region', { name: 'Deletion' }).getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(page.getByRole('button', { name: 'Delete student' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deletion' })).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a parent downloads a child's record with a thumb-sized button", async ({ page }) => {
    await signInByApi(page, demoAccounts.parent, '/parent');
    // The portal shows the first child (Ella); her record's download closes the page.
    await expect(page.getByRole('heading', { name: 'Ella Morgan' })).toBeVisible();
    const button = page.getByRole('button', { name: "Download Ella's record" });
    await expect(button).toBeVisible();
    await expect(page.getByRole('main')).toContainText('profile, classes, progress, grades and time spent');
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const file = await downloadBy(page, button);
    expect(file.name).toMatch(/\.zip$/);
    expect(file.magic).toBe('PK');
  });
});
