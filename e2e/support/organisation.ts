import { expect, type Page } from '@playwright/test';

/**
 * Steps of the organisation consoles as a super admin does them in the UI, for specs that need a
 * fresh district or school (e2e/organisation.spec.ts; the teacher-invite spec builds on them). Each
 * starts from wherever the page is and ends on the created object's page.
 */

/** A name no earlier run used (the e2e database outlives a run). */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates a district from the districts list and opens it; answers its id. */
export async function createDistrict(page: Page, name: string): Promise<string> {
  await page.goto('/sup-admin');
  await page.getByRole('button', { name: 'New district' }).click();
  const dialog = page.getByRole('dialog', { name: 'New district' });
  await dialog.getByLabel('Name').fill(name);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/sup-admin/district/create') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create district' }).click();
  const id = ((await (await created).json()) as { data: { _id: string } }).data._id;
  await expect(dialog).toBeHidden();
  return id;
}

/** Creates a school in the district from the district's page and opens the school; answers its id. */
export async function createSchoolInDistrict(page: Page, districtId: string, school: { name: string; city?: string }): Promise<string> {
  await page.goto(`/sup-admin/districts/${districtId}`);
  await page.getByRole('button', { name: 'New school' }).click();
  const dialog = page.getByRole('dialog', { name: 'New school' });
  await dialog.getByLabel('Name').fill(school.name);
  if (school.city) await dialog.getByLabel('City (optional)').fill(school.city);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/sup-admin/school/create') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create school' }).click();
  const id = ((await (await created).json()) as { data: { _id: string } }).data._id;
  await expect(dialog).toBeHidden();
  await page.getByRole('table', { name: 'Schools' }).getByRole('link', { name: school.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
  return id;
}
