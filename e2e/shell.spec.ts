import { expect, type Page, test } from '@playwright/test';
import { storageKeys } from '@/src/lib/storage-keys';
import { demoAccounts } from './support/accounts';
import { fillSignInForm, inGroup, signIn, signInByApi } from './support/sign-in';

const crashHeading = 'Oops! Something went wrong.';
const crashText =
  'We are so sorry, but it looks like website has crashed. This bug has been automatically reported to the Team. Please refresh your page to try again.';

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const drawerWidth = async (page: Page) => (await drawer(page).boundingBox())?.width;

test.describe('sign-in lands each role in its group', () => {
  for (const [name, account] of Object.entries(demoAccounts)) {
    test(`${name} (${account.email}) lands in ${account.landing}`, async ({ page }) => {
      await signIn(page, account);
      await expect(drawer(page)).toBeVisible();
      // The session is kept under the keys of ARCHITECTURE.md §6.
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBeTruthy();
    });
  }
});

test('wrong credentials show the error and stay on the sign-in page', async ({ page }) => {
  await page.goto('/sign-in');
  await fillSignInForm(page, demoAccounts.parent.email, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the drawer collapses to 90 px and expands to 300 px', async ({ page }) => {
  await signInByApi(page, demoAccounts.teacher);
  await expect(drawer(page)).toBeVisible();
  await expect.poll(() => drawerWidth(page)).toBe(300);

  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(() => drawerWidth(page)).toBe(90);
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect.poll(() => drawerWidth(page)).toBe(300);
});

test('the theme starts dark and the chosen one is kept across a reload', async ({ page }) => {
  await signInByApi(page, demoAccounts.teacher);
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: /theme/i }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(drawer(page)).toBeVisible();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('light');
});

test('a rendering crash shows the crash screen, is reported once, and Reload renders the page again', async ({ page }) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/error-report') reports.push(request.postData() ?? '');
  });
  await signInByApi(page, demoAccounts.teacher, '/api/health');

  // The real current user with a name that is not text: the top bar cannot render it, a genuine
  // crash in a real component rather than a test hook in the product.
  const currentUser = '**/api/v1/teacher/current_user';
  await page.route(currentUser, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, name: { first: 'Not', last: 'Text' } } } });
  });
  const reported = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/error-report'));
  await page.goto(demoAccounts.teacher.landing);

  await expect(page.getByRole('heading', { name: crashHeading })).toBeVisible();
  await expect(page.getByText(crashText)).toBeVisible();
  const report = JSON.parse((await reported).postData() ?? '{}') as { error?: string; path?: string };
  expect(report.path).toBe(demoAccounts.teacher.landing);
  expect(report.error).toBeTruthy();

  // The server answers properly again; Reload renders the page instead of the crash screen.
  await page.unroute(currentUser);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: crashHeading })).toHaveCount(0);
  expect(reports).toHaveLength(1);
});

test("another role's group shows the no-access page, and logs no error", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  await signInByApi(page, demoAccounts.parent, demoAccounts.teacher.landing);
  await expect(page.getByRole('heading', { name: /don't have access/i })).toBeVisible();
  expect(logged.filter((text) => /NoAccess|no access here/i.test(text))).toEqual([]);
  await expect(page).toHaveURL(inGroup(demoAccounts.teacher.landing));
  await expect(drawer(page)).toHaveCount(0);

  await page.getByRole('link', { name: /home page/i }).click();
  await expect(page).toHaveURL(inGroup(demoAccounts.parent.landing));
});

test('a signed-out visit to a guarded page comes back to it after sign-in', async ({ page }) => {
  const guarded = '/sup-admin/schools';
  await page.goto(guarded);
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await fillSignInForm(page, demoAccounts.superAdmin.email);
  await expect(page).toHaveURL((url) => url.pathname === guarded);
  await expect(drawer(page)).toBeVisible();
});

test('sign-out clears the session and guarded pages ask for sign-in again', async ({ page }) => {
  await signIn(page, demoAccounts.schoolAdmin);
  const refreshToken = await page.evaluate((key) => localStorage.getItem(key), storageKeys.refreshToken);
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  const stored = await page.evaluate((keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.refreshToken)], storageKeys);
  expect(stored).toEqual([null, null]);
  // The server revoked the sign-in's refresh family: the old refresh token renews nothing.
  const renewal = await page.request.post('/api/v1/teacher/new/token', { data: { refreshToken } });
  expect(renewal.status()).toBe(401);

  await page.goto(demoAccounts.schoolAdmin.landing);
  await expect(page).toHaveURL(/\/sign-in/);
});
