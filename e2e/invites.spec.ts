import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { acceptInvite, inviteeEmail, inviteLinkByApi, inviteLinkFromOutbox, inviteTeacher } from './support/invites';
import { signInByApi } from './support/sign-in';

/**
 * Teacher invites (issue 10) against the real server: a school admin invites a teacher; the mail
 * lands in the outbox (no SMTP in the test server), where the super admin reads its link; the
 * teacher opens it signed out, sets a password and lands signed in on the school. The same link
 * then refuses a second use.
 */
const school = 'Riverside Middle School';

test('a school admin invites a teacher, who accepts from the outbox link and lands signed in on the school', async ({ browser }) => {
  // Three people's pages one after another on a shared two-core machine.
  test.setTimeout(90_000);
  const email = inviteeEmail('e2e-teacher');
  const name = 'Ada Lovelace';

  const admin = await browser.newPage();
  await signInByApi(admin, demoAccounts.schoolAdmin, '/admin');
  await inviteTeacher(admin, '/admin', { schoolName: school, email, name });

  const superAdmin = await browser.newPage();
  await signInByApi(superAdmin, demoAccounts.superAdmin, '/sup-admin');
  const link = await inviteLinkFromOutbox(superAdmin, email);

  // A fresh context: the teacher is nobody's session.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await acceptInvite(teacher, link, { schoolName: school, name, password: 'gentle-otter-bakes-42' });
  await expect(teacher.getByText(`Welcome to ${school}. You are signed in.`)).toBeVisible();
  await expect(teacher.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const me = await teacher.evaluate(async () => {
    const response = await fetch('/api/v1/teacher/current_user', {
      headers: { authorization: `Bearer ${localStorage.getItem('teacherToken')}` },
    });
    return (await response.json()).data as { email: string; role: string; schools: Array<{ name: string }> };
  });
  expect(me).toMatchObject({ email, role: 'teacher', schools: [{ name: school }] });

  // Single use: the same link now says it was accepted.
  const again = await teacherContext.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('already accepted');

  // The admin's list shows it accepted.
  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(email) })).toContainText('Accepted');
  await teacherContext.close();
});

test('on a phone (390 px) the invites page, the outbox and the accept page need no sideways scroll', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const link = await inviteLinkByApi(page, inviteeEmail('e2e-phone-with-a-rather-long-address'));
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await noSidewaysScroll();

  await signInByApi(page, demoAccounts.superAdmin, '/sup-admin/invites');
  await expect(page.getByRole('table', { name: 'Teacher invites' })).toBeVisible();
  await noSidewaysScroll();
  await page.goto('/sup-admin/outbox');
  await page.getByRole('list', { name: 'Mails' }).getByRole('button').first().click();
  await expect(page.getByTestId('mail-text')).toBeVisible();
  await noSidewaysScroll();
  await context.close();
});
