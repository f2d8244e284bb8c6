import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/sign-in';

// Each test signs in through the UI and waits on several real saves and reloads over PGlite (one
// query at a time): on a shared two-core machine under load that outlasts the default 30 s test
// and 10 s action/expect limits. Seen here at load average 20–28: 27–45 s per test.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The global snackbar (the page's own notices also use role="status"). */
const snackbar = (page: Page) => page.locator('[data-severity]');
const division = (page: Page, name: string) => page.getByRole('region', { name: `${name} division` });

async function openTemplate(page: Page, course: string) {
  await page.goto('/gradebook');
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: course });
  await expect(page).toHaveURL(/course=/);
}

/** Adds a division and names it by typing over the selected default name, as a teacher does. */
async function addDivision(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add division' }).click();
  const field = page.getByRole('textbox', { name: 'Division name' }).last();
  await expect(field).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(division(page, name)).toBeVisible();
}

test('template editor: edit, Undo, Redo, Save; a reload shows the saved template', async ({ page }) => {
  await signIn(page, demoAccounts.teacher);
  await openTemplate(page, 'Programming with Python');
  await expect(division(page, 'Assessments')).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();

  await addDivision(page, 'Capstone');
  // Two steps: the new division, then its name.
  await undo.click();
  await expect(division(page, 'Division 4')).toBeVisible();
  await undo.click();
  await expect(page.getByRole('region', { name: /^Division 4 division$/ })).toHaveCount(0);
  await expect(undo).toBeDisabled();
  await redo.click();
  await redo.click();
  await expect(division(page, 'Capstone')).toBeVisible();
  await expect(redo).toBeDisabled();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toHaveAttribute('data-severity', 'success');
  await expect(snackbar(page)).toHaveText('Gradebook saved');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(/.+/);
  await expect(division(page, 'Capstone')).toBeVisible();
  await expect(division(page, 'Assessments')).toBeVisible();
});

test('grade grid: a score typed with the keyboard is saved; a reload shows it', async ({ page }) => {
  await signIn(page, demoAccounts.teacher);
  await page.goto('/gradebook');
  await page.getByRole('region', { name: 'Enter grades' }).getByRole('link').first().click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const column = await grid.getByRole('columnheader', { name: /Class participation/ }).getAttribute('aria-colindex');
  const firstRow = grid.locator('[role="row"][aria-rowindex="4"]');
  const target = firstRow.locator(`[aria-colindex="${column}"]`);

  // Into the grid with Tab (its one tab stop), then arrows to the manual column: keyboard only.
  await page.getByRole('button', { name: 'Export CSV' }).focus();
  await page.keyboard.press('Tab');
  await expect(firstRow.locator('[aria-colindex="2"]')).toBeFocused();
  for (let col = 2; col < Number(column); col++) await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/gradebook/scores/save') && r.status() === 200);
  await page.keyboard.type('9.5');
  await page.keyboard.press('Enter');
  await expect(target).toHaveText('9.5');
  await saved;
  // Enter moved down a row; a score above maxScore (10) is refused in place.
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('alert')).toHaveText('Must be between 0 and 10.');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('grid').locator('[role="row"][aria-rowindex="4"]').locator(`[aria-colindex="${column}"]`)).toHaveText('9.5');
});

async function teacherPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoAccounts.teacher);
  await openTemplate(page, 'Web Design and JavaScript');
  await expect(division(page, 'Assessments')).toBeVisible();
  return page;
}

test('two teachers save the same template: the second gets the conflict choice', async ({ browser }) => {
  const first = await teacherPage(browser);
  const second = await teacherPage(browser);

  await addDivision(first, 'Homework');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(first)).toHaveText('Gradebook saved');

  await addDivision(second, 'Projects');
  await second.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('alertdialog', { name: 'This template changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Load the newer version' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(snackbar(second)).toHaveText('Gradebook saved');
  await expect(division(second, 'Projects')).toBeVisible();

  // The first teacher's page, reloaded, shows what was saved last: nothing half-way.
  await first.reload();
  await expect(division(first, 'Projects')).toBeVisible();
  await expect(first.getByRole('region', { name: 'Homework division' })).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});
