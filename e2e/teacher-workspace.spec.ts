import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/sign-in';

/**
 * The teacher's way through the workspace on the demo school (teacher@demo.test, first school):
 * dashboard → my courses → a course → a unit → a lesson with rendered math and highlighted code →
 * the class roster → a student. At a laptop's and a tablet's width.
 */
const course = 'Programming with Python';
const unit = 'Loops';
const lesson = 'for Loops and range';

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 820, height: 1180 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('dashboard → courses → course → unit → content → roster → student', async ({ page }) => {
      // Seven pages, each loading its own code and data, on a shared two-core machine.
      test.setTimeout(120_000);
      await signIn(page, demoAccounts.teacher);

      // Dashboard: the figures and completion per class.
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(main(page).getByText('Active this week')).toBeVisible();
      const chart = page.getByRole('figure', { name: 'Course completion per class' });
      await expect(chart.getByRole('listitem').first()).toBeVisible();

      // My courses, then the course.
      await nav(page).getByRole('link', { name: 'Courses' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
      await main(page).getByRole('link', { name: course }).click();
      await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();

      // A unit opens to its content list.
      const units = page.getByRole('list', { name: 'Units' });
      await expect(units.getByRole('button')).not.toHaveCount(0);
      const unitButton = units.getByRole('button', { name: new RegExp(`Unit \\d+\\s*${unit}\\b`) });
      await unitButton.click();
      await expect(unitButton).toHaveAttribute('aria-expanded', 'true');
      await main(page).getByRole('link', { name: lesson }).click();

      // The lesson: KaTeX math and highlight.js code, rendered, with no formula in error.
      await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
      const article = page.getByRole('article', { name: lesson });
      await expect(article.locator('.katex').first()).toBeVisible();
      await expect(article.locator('.katex-display')).not.toHaveCount(0);
      await expect(article.locator('pre code.hljs span[class^="hljs-"]').first()).toBeVisible();
      await expect(article.locator('.katex-error')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Previous and next' }).getByRole('link', { name: /Next/ })).toBeVisible();

      // Back to the course by the breadcrumb, the roster tab, a student.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: new RegExp(`^${course}`) })
        .click();
      await page.getByRole('tab', { name: /Students/ }).click();
      const roster = page.getByRole('table', { name: 'Class roster' });
      await expect(roster.getByRole('row')).not.toHaveCount(1);
      const firstStudent = roster.locator('tbody tr').first().getByRole('link');
      const [last, first] = (await firstStudent.innerText()).split(', ');
      await firstStudent.click();

      await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Progress through the units' })).toBeVisible();
      await expect(page.getByRole('figure', { name: /^Quizzes:/ })).toBeVisible();
      await expect(page).toHaveURL(/\/teacher\/students\/[0-9a-f-]{36}$/);
    });
  });
}
