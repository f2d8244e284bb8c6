import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn, signInByApi } from './support/sign-in';

/**
 * The assistant answers teacher@demo.test's question about a lesson of the demo curriculum
 * (Foundations of Computer Science, unit "Networks and the Internet") from the curriculum itself,
 * with a link to the lesson in the teacher's class, and the link opens the lesson.
 */
const question = 'What is a packet?';
const lesson = 'Packets and Addresses';

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with the assistant' });

async function ask(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(text);
  await input.press('Enter');
  await expect(conversation(page).getByText(text, { exact: true })).toBeVisible();
}

test('the assistant answers with a link to the lesson, which opens it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, demoAccounts.teacher);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Assistant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
  await expect(conversation(page).getByText('Hello! How can I help you today?')).toBeVisible();

  await ask(page, question);
  const link = conversation(page).getByRole('link', { name: lesson });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/teacher\/courses\/[0-9a-f-]{36}\/content\/[0-9a-f-]{36}$/);
  await expect(conversation(page).getByText(/cuts it into/)).toBeVisible();

  // In-app navigation: the page changes without a reload (the conversation stays in memory).
  await page.evaluate(() => {
    (window as { beforeNavigation?: boolean }).beforeNavigation = true;
  });
  await link.click();
  await expect(page).toHaveURL(/\/teacher\/courses\/[0-9a-f-]{36}\/content\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  await expect(page.getByRole('main').getByText(/It cuts it into/)).toBeVisible();
  expect(await page.evaluate(() => (window as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);

  // Back on the assistant, the conversation is still there.
  await page.goBack();
  await expect(conversation(page).getByRole('link', { name: lesson })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('says plainly when it does not know, without widening the page', async ({ page }) => {
    await signInByApi(page, demoAccounts.teacher, '/assistant');
    await ask(page, 'xylophone zebra quantum');
    await expect(conversation(page).getByText(/I couldn't find that in the curriculum/)).toBeVisible();
    await ask(page, 'How do loops work in Python?');
    await expect(conversation(page).getByRole('link', { name: 'while Loops' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
