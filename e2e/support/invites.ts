import { expect, type Page } from '@playwright/test';

/**
 * Teacher-invite steps through the UI, reusable by any spec (the whole-story spec chains
 * them after creating a district and a school): invite from an admin's invites page, read the link
 * from the super admin's outbox page, accept it as the teacher.
 */

/** A fresh address per run and call, so reruns against one server never meet a pending invite. */
export const inviteeEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@invitee.test`;

/**
 * On `group`'s invites page (`/admin` or `/sup-admin`), invites `email` as `name` into the school
 * called `schoolName`, and waits for the server's 201.
 */
export async function inviteTeacher(
  page: Page,
  group: '/admin' | '/sup-admin',
  invite: { schoolName: string; email: string; name: string },
) {
  await page.goto(`${group}/invites`);
  const form = page.getByRole('form', { name: 'Invite a teacher' });
  await form.getByLabel('School').selectOption({ label: invite.schoolName });
  await form.getByLabel("Teacher's email").fill(invite.email);
  await form.getByLabel("Teacher's name").fill(invite.name);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/teacher-invite/create') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send invite' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText(`Invite sent to ${invite.email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Teacher invites' }).getByRole('row', { name: new RegExp(invite.email) })).toBeVisible();
}

/**
 * On a page signed in as the super admin: opens the outbox, the newest mail to `email`, and answers
 * the invite link in its text as a path with its fragment (`/invite#…`), to open on any origin.
 */
export async function inviteLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/sup-admin/outbox');
  await page
    .getByRole('list', { name: 'Mails' })
    .getByRole('button', { name: new RegExp(`To ${email.replace(/[.+]/g, '\\$&')}`) })
    .first()
    .click();
  const text = (await page.getByTestId('mail-text').textContent()) ?? '';
  const link = /https?:\/\/\S+\/invite#[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link, 'an invite link in the mail').toBeTruthy();
  await expect(page.getByRole('link', { name: 'Open the link in this mail' })).toHaveAttribute('href', link!);
  const url = new URL(link!);
  return `${url.pathname}${url.hash}`;
}

/**
 * Opens the invite link in a signed-out page, checks the school and the pre-filled name, sets
 * `password` and lands signed in in the teacher workspace on that school.
 */
export async function acceptInvite(page: Page, link: string, expected: { schoolName: string; name: string; password: string }) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Join ${expected.schoolName}` })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(expected.name);
  await page.getByLabel('Choose a password').fill(expected.password);
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', /strong/i);
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/invite/accept'));
  await page.getByRole('button', { name: 'Create account and join' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/teacher');
}

/**
 * Without the UI (for specs about something else, e.g. the accessibility suite): the super admin
 * invites `email` into the first school they see, and the invite link is read from the outbox
 * through the API. Answers the link as a path with its fragment.
 */
export async function inviteLinkByApi(
  page: Page,
  email: string,
  superAdminEmail = 'super@demo.test',
  password = 'demo1234',
): Promise<string> {
  const login = await page.request.post('/api/v1/auth/login', { data: { email: superAdminEmail, password } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const schools = (await (await page.request.get('/api/v1/sup-admin/school/get/all?status=active&sort=name', { headers })).json()).data
    .items as Array<{ _id: string }>;
  const created = await page.request.post('/api/v1/admin/teacher-invite/create', {
    headers,
    data: { schoolId: schools[0]!._id, email, name: 'Invited Teacher' },
  });
  if (created.status() !== 201) throw new Error(`invite answered ${created.status()}: ${await created.text()}`);
  const outbox = (await (await page.request.post('/api/v1/sup-admin/outbox/get/all', { headers, data: { pageSize: 100 } })).json())
    .data as {
    items: Array<{ _id: string; to: string }>;
  };
  const entry = outbox.items.find((item) => item.to === email);
  if (!entry) throw new Error(`no mail to ${email} in the outbox`);
  const mail = (await (await page.request.get(`/api/v1/sup-admin/outbox/${entry._id}`, { headers })).json()).data as { text: string };
  const link = /https?:\/\/\S+\/invite#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error('no invite link in the mail');
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
