import { expect, test } from '@playwright/test';
import { id } from '@/server/seed/rng';
import { demoAccounts } from './support/accounts';
import { createDistrict, createSchoolInDistrict, uniqueName } from './support/organisation';
import { signInByApi } from './support/sign-in';

/**
 * The organisation consoles (issue 10) against the real server: a super admin creates a district
 * and a school in the UI and finds them in the lists; a district admin who opens another district's
 * school by its address gets the not-found state, and the API answers 404.
 */

// Several page loads and two creations: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a super admin creates a district and a school, then finds them in the lists', async ({ page }) => {
  await signInByApi(page, demoAccounts.superAdmin, '/sup-admin');
  const districtName = uniqueName('E2E District');
  const schoolName = uniqueName('E2E School');
  // From the `sm` width up a dialog fits its content (Chakra's phone-only `full` size once kept its height).
  await page.getByRole('button', { name: 'New district' }).click();
  const dialogBox = await page.getByRole('dialog', { name: 'New district' }).boundingBox();
  expect(dialogBox?.height).toBeLessThan(page.viewportSize()!.height / 2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New district' })).toBeHidden();
  const districtId = await createDistrict(page, districtName);
  await createSchoolInDistrict(page, districtId, { name: schoolName, city: 'Testville' });
  await expect(page).toHaveURL(/\/sup-admin\/schools\/[0-9a-f-]{36}$/);

  // The districts list, searched on the server.
  await page.goto('/sup-admin');
  const searched = page.waitForResponse((r) => r.url().includes('/api/v1/sup-admin/district/get/all') && r.url().includes('q='));
  await page.getByRole('searchbox', { name: 'Search districts' }).fill(districtName);
  await searched;
  await expect(page.getByRole('table', { name: 'Districts' }).getByRole('link', { name: districtName })).toBeVisible();

  // The schools list shows it with its district.
  await page.goto(`/sup-admin/schools?q=${encodeURIComponent(schoolName)}`);
  const row = page.getByRole('table', { name: 'Schools' }).getByRole('row').filter({ hasText: schoolName });
  await expect(row).toContainText(districtName);
});

test("a district admin opening another district's school by its address gets the not-found state", async ({ page }) => {
  const foreignSchool = id('school/C');
  await signInByApi(page, demoAccounts.districtAdmin, `/admin/schools/${id('school/A')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Middle School' })).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/v1/sup-admin/school/get/${foreignSchool}`));
  await page.goto(`/admin/schools/${foreignSchool}`);
  expect((await answered).status()).toBe(404);
  await expect(page.getByText('This school was not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the schools' })).toBeVisible();
  await expect(page.getByText('Lakeshore Middle School')).toHaveCount(0);
});
