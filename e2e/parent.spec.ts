import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signInByApi } from './support/sign-in';

/**
 * The parent portal on a phone in Spanish (issue 10): a parent whose browser speaks Spanish sees
 * their child's progress and grades in Spanish, with no sideways scroll and thumb-sized targets,
 * and switches between their two children; the sign-in page's language choice survives a reload.
 */

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Every visible button and link of the main area is at least 44 × 44 px. */
async function expectThumbSizedTargets(page: Page) {
  const small = await page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, a[href]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text} (${Math.round(box.width)}×${Math.round(box.height)})`),
  );
  expect(small).toEqual([]);
}

test.describe('a parent on a phone, in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });

  test("sees each child's progress and grades in Spanish, without sideways scroll", async ({ page }) => {
    const dashboard = page.waitForResponse((r) => r.url().endsWith('/api/v1/parent/dashboard/info') && r.status() === 200);
    await signInByApi(page, demoAccounts.parent, '/parent');
    await dashboard;
    await expect(page.getByRole('heading', { name: 'Mis hijos', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Ella Morgan' })).toBeVisible();
    await expect(page.getByText('Tiempo dedicado a aprender')).toBeVisible();
    const courses = page.getByRole('article');
    await expect(courses.first()).toBeVisible();
    const first = courses.first();
    await expect(first).toContainText(/\d+ de \d+ actividades hechas/);
    await expect(first).toContainText('Nota hasta ahora');
    await expect(first).toContainText(/Va muy bien|Va bien|Necesita un poco de ayuda|Está empezando/);
    await expect(first).toContainText('Unidades');
    await expect(page.getByRole('heading', { name: 'Actividad reciente' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectThumbSizedTargets(page);

    // The other child: the address names them (grade notifications link the same way).
    const nextDashboard = page.waitForResponse((r) => r.url().endsWith('/api/v1/parent/dashboard/info') && r.status() === 200);
    await page.getByRole('link', { name: 'Leo' }).click();
    await nextDashboard;
    await expect(page).toHaveURL(/\/parent\?child=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Leo Morgan' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Nota hasta ahora');
    await expectNoSidewaysScroll(page);
  });
});

test("shows the children before the app's JavaScript has arrived", async ({ page }) => {
  // The app's chunk never comes: what shows is the entry's plain-DOM first paint (ARCHITECTURE.md §12).
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, (route) => route.abort());
  await signInByApi(page, demoAccounts.parent, '/parent');
  await expect(page.getByTestId('first-paint')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ella Morgan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leo' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Grade so far');
});

test('the language chosen on the sign-in page is remembered after a reload', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
