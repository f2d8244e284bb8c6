import { expect, test } from '@playwright/test';
import { id } from '@/server/seed/rng';
import { demoAccounts } from './support/accounts';
import { fillSignInForm, inGroup, signInByApi } from './support/sign-in';

/**
 * The people consoles against the real server: a school admin adds a student, creates a parent
 * linked to that student and reads the one-time password once; links and unlinks another child;
 * the parent then signs in with that password and sees the child.
 */
test('a school admin adds a student and their parent, links and unlinks a child; the parent signs in and sees the child', async ({
  page,
  browser,
}) => {
  // A long flow across two sign-ins on a shared machine.
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const first = 'Maya';
  const last = `Quinn${tag}`;
  const parentEmail = `parent-${tag}@people.test`;

  await signInByApi(page, demoAccounts.schoolAdmin, '/admin/students');
  // The first page of a cold server on a shared machine can take longer than the default 10 s.
  await expect(page.getByRole('table', { name: 'Students' })).toBeVisible({ timeout: 30_000 });

  // A new student, in a grade section of the admin's school.
  await page.getByRole('button', { name: 'Add student' }).click();
  const addStudent = page.getByRole('dialog', { name: 'Add a student' });
  await addStudent.getByLabel('First name').fill(first);
  await addStudent.getByLabel('Last name').fill(last);
  await addStudent.getByLabel('Student number').fill(`E2E-${tag}`);
  await addStudent.getByLabel('Grade section').selectOption({ label: '7-A' });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/student/create') && r.request().method() === 'POST');
  await addStudent.getByRole('button', { name: 'Add student' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/admin\/students\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();

  // A parent for them, created from the student's page: the one-time password shows once.
  await page.getByRole('button', { name: 'Add a parent' }).click();
  const addParent = page.getByRole('dialog', { name: 'Add a parent' });
  await expect(addParent.getByRole('list', { name: 'Children to link' })).toContainText(`${first} ${last}`);
  await addParent.getByLabel('Name', { exact: true }).fill(`Sam Quinn ${tag}`);
  await addParent.getByLabel('Email', { exact: true }).fill(parentEmail);
  const parentCreated = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/parent/create'));
  await addParent.getByRole('button', { name: 'Create account' }).click();
  expect((await parentCreated).status()).toBe(201);
  const shown = page.getByRole('dialog', { name: 'Account created' });
  const password = ((await shown.getByTestId('temporary-password').textContent()) ?? '').trim();
  expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // The parent's page: link a second child found by search, then unlink them.
  await page
    .getByRole('region', { name: 'Parents' })
    .getByRole('link', { name: `Sam Quinn ${tag}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/parents\/[0-9a-f-]{36}$/);
  const children = page.getByRole('list', { name: 'Linked children' });
  await expect(children.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Link a child' }).click();
  const linkDialog = page.getByRole('dialog', { name: /^Link a child to / });
  const searched = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/student/get/all'));
  await linkDialog.getByRole('searchbox').fill('RMS');
  await searched;
  const firstMatch = linkDialog.getByRole('list', { name: 'Matching students' }).getByRole('button').first();
  const label = (await firstMatch.getAttribute('aria-label')) ?? '';
  const other = label.replace(/^Link /, '');
  const linked = page.waitForResponse((r) => /\/api\/v1\/admin\/parent\/[0-9a-f-]{36}\/link$/.test(r.url()));
  await firstMatch.click();
  expect((await linked).status()).toBe(200);
  await expect(linkDialog).toBeHidden();
  await expect(children.getByRole('listitem')).toHaveCount(2);
  await expect(children).toContainText(other);

  await children.getByRole('button', { name: `Unlink ${other}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Unlink ${other}?` });
  const unlinked = page.waitForResponse((r) => /\/unlink$/.test(r.url()));
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  expect((await unlinked).status()).toBe(200);
  await expect(children.getByRole('listitem')).toHaveCount(1);
  await expect(children).not.toContainText(other);

  // The parent signs in with the one-time password and sees their child.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await parentPage.goto('/');
  await fillSignInForm(parentPage, parentEmail, password);
  await expect(parentPage).toHaveURL(inGroup('/parent'));
  await expect(parentPage.getByText(first).first()).toBeVisible();
  await parentContext.close();
});

test('a school admin cannot open a teacher of another school by address', async ({ page }) => {
  await signInByApi(page, demoAccounts.schoolAdmin, '/admin/teachers');
  const table = page.getByRole('table', { name: 'Teachers' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table).toContainText('Fatima Haddad'); // teacher3@, school A
  await expect(table).not.toContainText('Jordan Mensah'); // teacher2@, school C only
  // teacher2@'s seeded id answers "not found", exactly like an unknown id.
  const answered = page.waitForResponse((r) => r.url().includes(`/api/v1/admin/teacher/${id('user/teacher2')}`));
  await page.goto(`/admin/teachers/${id('user/teacher2')}`);
  expect((await answered).status()).toBe(404);
  await expect(page.getByText('This teacher was not found')).toBeVisible();
});
