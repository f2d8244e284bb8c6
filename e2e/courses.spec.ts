import { expect, test } from '@playwright/test';
import { storageKeys } from '@/src/lib/storage-keys';
import { demoAccounts } from './support/accounts';
import { signInByApi } from './support/sign-in';

/**
 * The course consoles (issue 10) against the real server: the super admin builds a course in the
 * catalogue (a unit, a content item with Markdown and math, previewed); a school admin offers a
 * course as a class with a teacher and enrolls a student; the teacher then finds the class in their
 * workspace.
 */

const uuid = '[0-9a-f-]{36}';

// Each test walks several pages and dialogs against the real server: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });

test('the super admin adds a course, a unit and a content item, previewed as teachers will see it', async ({ page }) => {
  const name = `Robotics ${Date.now().toString(36)}`;
  await signInByApi(page, demoAccounts.superAdmin, '/sup-admin/courses');
  // The first page of a cold browser on a busy machine: give it longer than a step.
  await expect(page.getByRole('table', { name: 'Courses' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'New course' }).click();
  const courseDialog = page.getByRole('dialog', { name: 'New course' });
  await courseDialog.getByLabel('Name').fill(name);
  await courseDialog.getByLabel('Grade band (e.g. 6–8)').fill('6–8');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/sup-admin/course/create') && r.status() === 201);
  await courseDialog.getByRole('button', { name: 'Add course' }).click();
  await created;
  await expect(page).toHaveURL(new RegExp(`/sup-admin/courses/${uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No units yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add unit' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'New unit' });
  await unitDialog.getByLabel('Unit name').fill('Sensors');
  await unitDialog.getByLabel('Colour level (1–5)').selectOption('2');
  await unitDialog.getByRole('button', { name: 'Add unit' }).click();
  const unit = page.getByRole('listitem', { name: 'Unit 1: Sensors' });
  await expect(unit).toBeVisible();

  await unit.getByRole('button', { name: 'Add content to Sensors' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'New content item' });
  await itemDialog.getByLabel('Title').fill('Light sensors');
  await itemDialog.getByLabel('Kind').selectOption('quiz');
  await itemDialog.getByLabel('Max score').fill('10');
  await itemDialog.getByLabel(/^Body/).fill('# Measuring light\n\nThe brightness falls as $\\frac{1}{d^2}$.');
  await itemDialog.getByRole('button', { name: 'Show preview' }).click();
  const preview = itemDialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Measuring light' })).toBeVisible();
  await expect(preview.locator('.katex').first()).toBeVisible();
  const saved = page.waitForResponse((r) => /\/api\/v1\/sup-admin\/unit\/[^/]+\/content\/create$/.test(r.url()) && r.status() === 201);
  await itemDialog.getByRole('button', { name: 'Add content' }).click();
  await saved;
  await expect(unit.getByRole('list', { name: 'Content of Sensors' }).getByText('Light sensors')).toBeVisible();
  await expect(unit).toContainText('out of 10');

  // A school admin reads the same course, without the editing buttons.
  const courseUrl = new URL(page.url()).pathname.replace('/sup-admin/', '/admin/');
  await signInByApi(page, demoAccounts.schoolAdmin, courseUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Unit 1: Sensors' })).toContainText('Light sensors');
  await expect(page.getByRole('button', { name: 'Add unit' })).toHaveCount(0);
});

test('a school admin creates a class with a teacher and enrolls a student; the teacher sees the class', async ({ page, browser }) => {
  await signInByApi(page, demoAccounts.schoolAdmin, '/admin/classes');
  await expect(page.getByRole('table', { name: 'Classes' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: /^New class at / });
  const course = dialog.getByLabel('Course');
  await expect(course.locator('option').nth(1)).toBeAttached();
  await course.selectOption({ index: 1 });
  await dialog.getByLabel('Grade section').selectOption({ index: 1 });
  const teacherSelect = dialog.getByLabel('Teacher');
  const teacherValue = await teacherSelect.locator('option', { hasText: `(${demoAccounts.teacher.email})` }).getAttribute('value');
  await teacherSelect.selectOption(teacherValue ?? '');
  const created = page.waitForResponse((r) => /\/api\/v1\/admin\/school\/[^/]+\/class\/create$/.test(r.url()) && r.status() === 201);
  await dialog.getByRole('button', { name: 'Create class' }).click();
  const cls = (await (await created).json()).data as { _id: string; school: { _id: string }; _course: { name: string } };
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${cls._id}$`));
  await expect(page.getByText('No students yet')).toBeVisible();

  await page.getByRole('button', { name: 'Enroll students' }).first().click();
  const enroll = page.getByRole('dialog', { name: /^Enroll students in / });
  // The box is drawn over the native input: click the row's label, as a person would.
  const first = enroll.getByRole('list', { name: 'Students to enroll' }).getByRole('listitem').first();
  await first.locator('label').click();
  await expect(first.getByRole('checkbox')).toBeChecked();
  const enrolled = page.waitForResponse((r) => r.url().endsWith(`/api/v1/admin/class/${cls._id}/enroll`) && r.status() === 200);
  await enroll.getByRole('button', { name: 'Enroll 1 student' }).click();
  await enrolled;
  await expect(page.getByRole('list', { name: 'Students of the class' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(cls._course.name);

  // The teacher, in school A, finds the new class among their courses.
  const context = await browser.newContext();
  const teacher = await context.newPage();
  await signInByApi(teacher, demoAccounts.teacher, '/api/health');
  await teacher.evaluate(({ key, school }) => localStorage.setItem(key, school), { key: storageKeys.schoolId, school: cls.school._id });
  await teacher.goto('/teacher/courses');
  await expect(teacher.locator(`a[href="/teacher/courses/${cls._id}"]`)).toBeVisible({ timeout: 30_000 });
  await context.close();
});
