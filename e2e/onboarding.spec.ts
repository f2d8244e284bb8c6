import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { acceptInvite, inviteeEmail, inviteLinkFromOutbox, inviteTeacher } from './support/invites';
import { createDistrict, createSchoolInDistrict, uniqueName } from './support/organisation';
import { signInByApi } from './support/sign-in';

/**
 * Onboarding a new district end to end (issue 10), all in the UI against the real server: the
 * super admin creates a district and a school in it, invites a teacher into that school, reads the
 * invite in the outbox, and the teacher accepts it signed out and lands signed in on that school.
 */
test('a super admin creates a district and a school, invites a teacher, and the teacher accepts from the outbox link into that school', async ({
  browser,
}) => {
  // Two people's pages and five screens on a shared two-core machine.
  test.setTimeout(120_000);
  const district = uniqueName('E2E District');
  const school = uniqueName('E2E Academy');
  const email = inviteeEmail('onboarding');
  const name = 'Grace Hopper';

  const superAdmin = await browser.newPage();
  await signInByApi(superAdmin, demoAccounts.superAdmin, '/sup-admin');
  const districtId = await createDistrict(superAdmin, district);
  await createSchoolInDistrict(superAdmin, districtId, { name: school, city: 'Lakeside' });
  await inviteTeacher(superAdmin, '/sup-admin', { schoolName: school, email, name });
  const link = await inviteLinkFromOutbox(superAdmin, email);

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await acceptInvite(teacher, link, { schoolName: school, name, password: 'quiet-heron-paints-77' });
  await expect(teacher.getByText(`Welcome to ${school}. You are signed in.`)).toBeVisible();
  const me = await teacher.evaluate(async () => {
    const response = await fetch('/api/v1/teacher/current_user', {
      headers: { authorization: `Bearer ${localStorage.getItem('teacherToken')}` },
    });
    return (await response.json()).data as { email: string; role: string; schools: Array<{ name: string }> };
  });
  expect(me).toMatchObject({ email, role: 'teacher', schools: [{ name: school }] });

  await teacherContext.close();
});
