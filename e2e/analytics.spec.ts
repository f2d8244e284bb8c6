import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signInByApi } from './support/sign-in';

/**
 * Analytics against the real server: a district admin opens analytics from the drawer, narrows the
 * range to the demo data's weeks (the address carries it), switches a chart to its table view and
 * downloads its CSV, which holds the table's numbers.
 */
test('a district admin opens analytics, switches to the table view and downloads the CSV', async ({ page }) => {
  await signInByApi(page, demoAccounts.districtAdmin, '/admin');
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Analytics filters' });
  await form.getByLabel('From').fill('2026-09-01');
  await form.getByLabel('To').fill('2026-11-22');
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/admin/analytics/activity?from=2026-09-01&to=2026-11-22') && r.ok(),
  );
  await form.getByRole('button', { name: 'Show' }).click();
  await answered;
  await expect(page).toHaveURL(/from=2026-09-01&to=2026-11-22/);

  const card = page.getByRole('region', { name: 'Active teachers and students' });
  await expect(card.getByRole('img', { name: /chart/ })).toBeVisible();
  await card.getByRole('radio', { name: 'Table' }).click({ force: true });
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(12);
  const firstRow = (await bodyRows.first().locator('th, td').allTextContents()).map((t) => t.trim());

  const started = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Active teachers and students as CSV' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toBe('analytics-active-users-2026-09-01-to-2026-11-22.csv');
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Week of,Active teachers,Active students');
  expect(lines).toHaveLength(13);
  // The same numbers as the table's first week (the table groups digits; the CSV keeps them raw).
  const [, teachers, students] = lines[1]!.split(',');
  expect(lines[1]).toMatch(/^2026-08-31,/);
  expect([teachers, students]).toEqual([firstRow[1]!.replaceAll(',', ''), firstRow[2]!.replaceAll(',', '')]);
  expect(Number(students)).toBeGreaterThan(0);
});

test('a district admin cannot narrow analytics to another district’s school by the address', async ({ page }) => {
  await signInByApi(page, demoAccounts.superAdmin, '/sup-admin');
  // The super admin's scope list names school C (district 2); the district admin (district 1) may not open it.
  const schoolC = await page.evaluate(async () => {
    const token = localStorage.getItem('teacherToken');
    const res = await fetch('/api/v1/admin/analytics/scopes', { headers: { authorization: `Bearer ${token}` } });
    const schools = (await res.json()).data.schools as Array<{ _id: string; name: string }>;
    return schools.find((s) => s.name === 'Lakeshore Middle School')?._id ?? null;
  });
  expect(schoolC).not.toBeNull();
  await signInByApi(page, demoAccounts.districtAdmin, `/admin/analytics?school=${schoolC}`);
  await expect(page.getByText('Not found').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active teachers and students' })).toHaveCount(0);
});
