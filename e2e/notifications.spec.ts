import { expect as baseExpect, type Page, test } from '@playwright/test';
import { storageKeys } from '@/src/lib/storage-keys';
import { demoAccounts } from './support/accounts';
import { signIn, signInByApi } from './support/sign-in';

// Two browsers and real saves over PGlite on a shared two-core machine: generous limits (see gradebook.spec.ts).
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The parent's children with their classes, read with the parent's own session. */
async function childrenOf(page: Page) {
  return page.evaluate(async (key) => {
    const res = await fetch('/api/v1/parent/get-children', { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
    const { data } = (await res.json()) as {
      data: Array<{ firstName: string; lastName: string; courses: Array<{ _id: string; name: string; teacherName: string }> }>;
    };
    return data;
  }, storageKeys.token);
}

test('a grade saved by the teacher reaches the signed-in parent at once, without a reload', async ({ browser }) => {
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  // Listening before sign-in: the stream may open before the page has finished loading.
  const streamOpen = parent.waitForResponse((r) => r.url().endsWith('/api/v1/teacher/notification/stream') && r.status() === 200);
  await signIn(parent, demoAccounts.parent);
  await expect(bell(parent)).toBeVisible();
  const children = await childrenOf(parent);
  // A child of parent@ in a class of teacher@ (Alex Rivera): the demo school has such.
  const child = children.find((c) => c.courses.some((course) => course.teacherName === 'Alex Rivera'))!;
  const course = child.courses.find((c) => c.teacherName === 'Alex Rivera')!;
  // Wait for the stream to be open, so what follows is a push and not the first load.
  await streamOpen;
  const unreadBefore = Number((await bell(parent).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInByApi(teacher, demoAccounts.teacher, `/gradebook/class/${course._id}`);
  const grid = teacher.getByRole('grid');
  await expect(grid).toBeVisible();
  const column = await grid.getByRole('columnheader', { name: /Class participation/ }).getAttribute('aria-colindex');
  const row = grid.getByRole('row').filter({ has: teacher.getByRole('rowheader', { name: `${child.lastName}, ${child.firstName}` }) });
  const cell = row.locator(`[aria-colindex="${column}"]`);
  await cell.click();
  const saved = teacher.waitForResponse((r) => r.url().endsWith('/api/v1/gradebook/scores/save') && r.status() === 200);
  await teacher.keyboard.type('8');
  await teacher.keyboard.press('Enter');
  await saved;

  // The parent's tab, untouched since: the bell counts one more, and its panel shows the grade.
  await expect(bell(parent)).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  await bell(parent).click();
  const newest = parent.getByRole('list', { name: 'Newest notifications' });
  const title = `New grade for ${child.firstName} in ${course.name}`;
  await expect(newest.getByRole('listitem').first()).toContainText(title);

  // The page has it too, and opening it reads it and leads to the children's page.
  await parent.getByRole('link', { name: 'See all notifications' }).click();
  await expect(parent).toHaveURL(/\/notifications$/);
  const entry = parent
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(title) })
    .first();
  await entry.click();
  // A grade notification leads to the child it is about.
  await expect(parent).toHaveURL(/\/parent\?child=[0-9a-f-]{36}$/);
  await expect(bell(parent)).toHaveAccessibleName(unreadBefore === 0 ? 'Notifications' : `Notifications, ${unreadBefore} unread`);

  await teacherContext.close();
  await parentContext.close();
});

test('the notifications page works at phone width, and mark all read clears the count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, demoAccounts.teacher, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
});
