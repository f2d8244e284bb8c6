import type { Page } from '@playwright/test';
import { storageKeys } from '@/src/lib/storage-keys';
import { demoPassword } from './accounts';

/**
 * Signs in through the API and stores the tokens under the app's keys, as the sign-in page would.
 * Leaves the page on the health answer (it loads no script): the caller navigates next. Used by
 * specs whose subject is not the sign-in, and by benches (so it throws rather than `expect`s).
 */
export async function storeApiSession(page: Page, email: string, password = demoPassword) {
  const response = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  if (response.status() !== 200) throw new Error(`login as ${email} answered ${response.status()}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string; refreshToken: string } };
  // Local storage belongs to the origin: open a page of it first.
  await page.goto('/api/health');
  await page.evaluate(
    ({ keys, token, refreshToken }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.refreshToken, refreshToken);
    },
    { keys: storageKeys, ...data },
  );
}
