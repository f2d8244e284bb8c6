import { expect, test } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';

/**
 * The API reference at /api/docs in a real browser under the server's CSP: it renders, loads
 * nothing from another origin, trips no CSP violation, and its form sends requests with a token.
 */
test('the API reference renders under the CSP and sends a request with a token', async ({ page, baseURL, request }) => {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(String(error)));
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL!)) foreign.push(req.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication', level: 2 })).toBeVisible();
  await expect(page.getByText(/OpenAPI 3\.1\.\d/)).toBeVisible();

  const login = await request.post('/api/v1/auth/login', { data: { email: demoAccounts.teacher.email, password: demoPassword } });
  const token = (await login.json()).data.token as string;
  await page.getByLabel('Access token').fill(token);
  await page.getByLabel('Filter').fill('current_user');
  const operation = page.locator('details:visible');
  await expect(operation).toHaveCount(1);
  await operation.locator('summary').click();
  await expect(operation.getByText('Roles: super-admin, district-admin, school-admin, teacher, parent.')).toBeVisible();
  await operation.getByRole('button', { name: 'Send GET' }).click();
  await expect(operation.locator('pre[aria-live]')).toContainText('200');
  await expect(operation.locator('pre[aria-live]')).toContainText(demoAccounts.teacher.email);

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
