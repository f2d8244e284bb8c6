import { expect, type Page } from '@playwright/test';
import { type DemoAccount, demoPassword } from './accounts';
import { storeApiSession } from './api-session';

/** A URL test for "this group's page": the group path itself or anything under it. */
export const inGroup = (group: string) => (url: URL) => url.pathname === group || url.pathname.startsWith(`${group}/`);

/**
 * Fills the sign-in form the way a person does (labels, then the button) on whatever page is
 * showing it. Does not navigate: callers decide where the form comes from.
 */
export async function fillSignInForm(page: Page, email: string, password = demoPassword) {
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs in through the UI from the home page and waits until the role's group is showing. */
export async function signIn(page: Page, account: DemoAccount) {
  await page.goto('/');
  await fillSignInForm(page, account.email);
  await expect(page).toHaveURL(inGroup(account.landing));
}

/** Signs in through the API (fast; for specs about something else) and opens `path`. */
export async function signInByApi(page: Page, account: DemoAccount, path: string = account.landing) {
  await storeApiSession(page, account.email);
  await page.goto(path);
}
