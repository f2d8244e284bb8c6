import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { acceptInvite, inviteeEmail, inviteLinkFromOutbox, inviteTeacher } from './support/invites';
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
