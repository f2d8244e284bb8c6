import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { invitePreviewSchema, inviteSentSchema, outboxMailSchema, teacherInviteSchema } from '@/contract/schemas/invites';
import { currentUserSchema } from '@/contract/schemas/user';
import { hashToken } from '../auth/opaque-token';
import { auditLog, teacherInvitations, users } from '../db/schema';
import { acceptInvite } from '../repos/teacher-invites';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addToSchool, addUser } from '../test/accounts';
import { databaseKinds, demoPassword, serverSuite, startTestServer } from '../test/harness';
import { inviteLinkIn, lastMailTo } from '../test/invite-fixtures';

const school = { A: id('school/A'), C: id('school/C') };
const strongPassword = 'gentle-otter-bakes-42';
/** A demo teacher of school A only. */
const teacher3 = 'teacher3@demo.test';
const paths = {
  resend: (inviteId: string) => api.inviteResend.path.replace(':id', inviteId),
  revoke: (inviteId: string) => api.inviteRevoke.path.replace(':id', inviteId),
};

describe.each(databaseKinds)('teacher invites (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;
  let serial = 0;
  const freshEmail = (label: string) => `${label}-${++serial}@invitee.test`;

  const publicPost = (url: string, payload: object) => suite.server.app.inject({ method: 'POST', url, payload });
  const preview = (token: string) => publicPost(api.invitePreview.path, { token });
  const accept = (token: string, password = strongPassword, name = 'Ada Lovelace') =>
    publicPost(api.inviteAccept.path, { token, name, password });

  /** Invites `email` into `schoolId` as `by` and answers the invite and the token of its mail. */
  async function invite(email: string, schoolId = school.A, by: string = demoEmails.admin) {
    const res = await post(by, api.inviteCreate.path, { schoolId, email, name: 'Ada Lovelace' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = inviteSentSchema.parse(res.json().data);
    expect(sent.mailSent).toBe(true);
    return { invite: sent.invite, token: inviteLinkIn(await lastMailTo(suite.server, email)).token };
  }
  const auditActions = async (inviteId: string) =>
    (await suite.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, inviteId))).map((r) => r.action).sort();

  it('mails a link whose page shows the school and name, and accepting it signs the new teacher in with the school', async () => {
    const email = freshEmail('new');
    const { invite: created, token } = await invite(email);
    expect(created).toMatchObject({ email, name: 'Ada Lovelace', status: 'pending', sendCount: 1, school: { _id: school.A } });
    const mail = await lastMailTo(suite.server, email);
    expect(outboxMailSchema.parse(mail).subject).toMatch(/^You are invited to teach at /);
    const { link } = inviteLinkIn(mail);
    expect(link).toBe(`${suite.server.config.mail.appUrl}/invite#${token}`);
    expect(mail.html).toContain(link);
    // Only the hash is stored.
    const [row] = await suite.db.select().from(teacherInvitations).where(eq(teacherInvitations.id, created._id));
    expect(row!.tokenHash).not.toContain(token);

    const shown = invitePreviewSchema.parse((await preview(token)).json().data);
    expect(shown).toMatchObject({ email, name: 'Ada Lovelace', account: 'new', school: { _id: school.A } });

    const answer = await accept(token, strongPassword, 'Ada King');
    expect(answer.statusCode, answer.body).toBe(200);
    const session = answer.json().data;
    const me = await suite.server.app.inject({
      method: 'GET',
      url: api.currentUser.path,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    const user = currentUserSchema.parse(me.json().data);
    expect(user).toMatchObject({ email, name: 'Ada King', role: 'teacher' });
    expect(user.schools.map((s) => s._id)).toEqual([school.A]);
    expect(typeof session.refreshToken).toBe('string');
    // The password works for a normal sign-in afterwards.
    expect((await publicPost(api.login.path, { email, password: strongPassword })).statusCode).toBe(200);
    expect(await auditActions(created._id)).toEqual(['teacher-invite.accept', 'teacher-invite.create']);

    // Single use: the link is refused after acceptance, with a clear reason.
    const reuse = await accept(token);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json()).toMatchObject({ reason: 'accepted' });
    expect(reuse.json().message).toMatch(/already accepted/);
    expect((await preview(token)).json()).toMatchObject({ reason: 'accepted' });
  });

  it('refuses a weak password with a field path and leaves the invite open', async () => {
    const { token } = await invite(freshEmail('weak'));
    for (const password of ['password123', 'short', 'adalovelace1']) {
      const res = await accept(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().details).toEqual([{ path: 'body.password', message: expect.any(String) }]);
    }
    expect((await preview(token)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('an unknown or malformed token is a 404 or a 400', async () => {
    expect((await preview('A'.repeat(43))).statusCode).toBe(404);
    const malformed = await preview('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe('body.token');
  });

  it('resend mails a new link, the old one stops working, and it counts the send', async () => {
    const email = freshEmail('resend');
    const { invite: created, token: oldToken } = await invite(email);
    const res = await post(demoEmails.admin, paths.resend(created._id));
    expect(res.statusCode, res.body).toBe(200);
    const resent = inviteSentSchema.parse(res.json().data).invite;
    expect(resent.sendCount).toBe(2);
    expect(new Date(resent.lastSentAt).getTime()).toBeGreaterThanOrEqual(new Date(created.lastSentAt).getTime());
    const newToken = inviteLinkIn(await lastMailTo(suite.server, email)).token;
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).statusCode).toBe(404);
    expect((await accept(oldToken)).statusCode).toBe(404);
    expect((await accept(newToken)).statusCode).toBe(200);
    expect((await post(demoEmails.admin, paths.resend(created._id))).statusCode).toBe(409);
    expect(await auditActions(created._id)).toEqual(['teacher-invite.accept', 'teacher-invite.create', 'teacher-invite.resend']);
  });

  it('writes the invite mail in the language the sender chose, else in their browser language, else English', async () => {
    const chosen = freshEmail('es-chosen');
    const created = await post(demoEmails.admin, api.inviteCreate.path, {
      schoolId: school.A,
      email: chosen,
      name: 'Ana Ruiz',
      locale: 'es',
    });
    expect(created.statusCode, created.body).toBe(201);
    const spanish = outboxMailSchema.parse(await lastMailTo(suite.server, chosen));
    expect(spanish.subject).toMatch(/^Le invitan a dar clases en /);
    expect(spanish.text).toContain('Hola, Ana Ruiz:');
    expect(spanish.text).toContain('como docente en CS Curriculum.');
    expect(spanish.text).toMatch(/hasta el \d{1,2} de [a-z]+ de \d{4}\D+\d{1,2}:\d{2} UTC/);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Aceptar la invitación y crear su contraseña');

    const fromBrowser = freshEmail('es-browser');
    const asMexican = (url: string, payload?: object) =>
      suite.server.as(demoEmails.admin, {
        method: 'POST',
        url,
        ...(payload ? { payload } : {}),
        headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
      });
    const sent = await asMexican(api.inviteCreate.path, { schoolId: school.A, email: fromBrowser, name: 'Luis Pérez' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await lastMailTo(suite.server, fromBrowser)).subject).toMatch(/^Le invitan a dar clases en /);
    // A resend follows the same rule: from an English browser it is in English.
    const inviteId = inviteSentSchema.parse(sent.json().data).invite._id;
    expect((await post(demoEmails.admin, paths.resend(inviteId))).statusCode).toBe(200);
    expect((await lastMailTo(suite.server, fromBrowser)).subject).toMatch(/^You are invited to teach at /);
    expect((await asMexican(paths.resend(inviteId))).statusCode).toBe(200);
    expect((await lastMailTo(suite.server, fromBrowser)).text).toContain('Hola, Luis Pérez:');
  });

  it('a revoked invite is refused and cannot be resent or revoked again', async () => {
    const { invite: created, token } = await invite(freshEmail('revoke'));
    const res = await post(demoEmails.admin, paths.revoke(created._id));
    expect(res.statusCode).toBe(200);
    expect(teacherInviteSchema.parse(res.json().data).status).toBe('revoked');
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'revoked' });
    expect((await preview(token)).json().message).toMatch(/withdrawn/);
    expect((await post(demoEmails.admin, paths.revoke(created._id))).statusCode).toBe(409);
    expect((await post(demoEmails.admin, paths.resend(created._id))).statusCode).toBe(409);
    expect(await auditActions(created._id)).toEqual(['teacher-invite.create', 'teacher-invite.revoke']);
  });

  it('an expired link is refused; resending it gives a working link with a new expiry', async () => {
    const email = freshEmail('expired');
    const { invite: created, token } = await invite(email);
    const ttlMs = suite.server.config.inviteTtlHours * 3600_000;
    expect(new Date(created.expiresAt).getTime() - new Date(created.lastSentAt).getTime()).toBeGreaterThan(ttlMs - 60_000);
    await suite.db
      .update(teacherInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teacherInvitations.id, created._id));
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'expired' });
    const listed = await post(demoEmails.admin, api.inviteList.path, { q: email });
    expect(listed.json().data.items.map((i: { status: string }) => i.status)).toEqual(['expired']);
    expect((await post(demoEmails.admin, paths.resend(created._id))).statusCode).toBe(200);
    expect((await accept(inviteLinkIn(await lastMailTo(suite.server, email)).token)).statusCode).toBe(200);
  });

  it('an existing teacher confirms their own password and gains the school; other accounts are refused', async () => {
    const { token } = await invite(teacher3, school.C, demoEmails.super);
    expect(invitePreviewSchema.parse((await preview(token)).json().data).account).toBe('existing');
    const wrong = await accept(token, strongPassword);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe('body.password');
    const ok = await accept(token, demoPassword);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.user.schools.map((s: { _id: string }) => s._id)).toContain(school.C);
    const [teacher] = await suite.db.select().from(users).where(eq(users.email, teacher3));
    expect(teacher!.name).not.toBe('Ada Lovelace');

    // Already a teacher there, an account of another role, a pending invite to the same school: 409.
    expect((await post(demoEmails.super, api.inviteCreate.path, { schoolId: school.C, email: teacher3, name: 'X' })).statusCode).toBe(409);
    expect(
      (await post(demoEmails.admin, api.inviteCreate.path, { schoolId: school.A, email: demoEmails.parent, name: 'X' })).statusCode,
    ).toBe(409);
    const email = freshEmail('twice');
    await invite(email);
    const twice = await post(demoEmails.admin, api.inviteCreate.path, { schoolId: school.A, email: email.toUpperCase(), name: 'X' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/pending invite/);
  });

  it('a roster-imported teacher without a password sets one on accept', async () => {
    const email = freshEmail('rostered');
    const [row] = await suite.db
      .insert(users)
      .values({ email, name: 'Rostered Teacher', role: 'teacher', passwordHash: '!roster-import:no-password' })
      .returning();
    const { token } = await invite(email);
    expect(invitePreviewSchema.parse((await preview(token)).json().data).account).toBe('new');
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user._id).toBe(row!.id);
  });

  it('limits invite mails per address (429 with Retry-After) and invites per admin', async () => {
    const email = freshEmail('flood');
    const { invite: created } = await invite(email);
    for (let i = 0; i < 4; i++) expect((await post(demoEmails.admin, paths.resend(created._id))).statusCode).toBe(200);
    const limited = await post(demoEmails.admin, paths.resend(created._id));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const busy = await addUser(suite.db, `busy-admin-${kind}@demo.test`, 'school-admin');
    await addToSchool(suite.db, busy.id, school.A);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await post(busy.email, api.inviteCreate.path, { schoolId: school.A, email: freshEmail('bulk'), name: 'Bulk' })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('lists invites paged, searchable, filtered by status and sorted, only of schools in reach', async () => {
    const mine = freshEmail('listed');
    await invite(mine);
    await invite(freshEmail('foreign'), school.C, demoEmails.super);
    const page = await post(demoEmails.admin, api.inviteList.path, { pageSize: 500 });
    const items = page.json().data.items as Array<{ school: { _id: string }; email: string; status: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.school._id === school.A)).toBe(true);
    const searched = await post(demoEmails.admin, api.inviteList.path, { q: mine });
    expect(searched.json().data).toMatchObject({ total: 1, items: [{ email: mine }] });
    const pending = await post(demoEmails.admin, api.inviteList.path, { status: 'pending', pageSize: 500 });
    expect(pending.json().data.items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const byEmail = await post(demoEmails.admin, api.inviteList.path, { sort: 'email', dir: 'asc', pageSize: 500 });
    const emails = byEmail.json().data.items.map((i: { email: string }) => i.email);
    expect(emails).toEqual([...emails].sort());
    const paged = await post(demoEmails.admin, api.inviteList.path, { pageSize: 2, page: 1 });
    expect(paged.json().data).toMatchObject({ page: 1, pageSize: 2 });
    expect(paged.json().data.items.length).toBeLessThanOrEqual(2);
    // A foreign school as filter: nothing, not its invites.
    const foreign = await post(demoEmails.admin, api.inviteList.path, { schoolId: school.C });
    expect(foreign.json().data).toMatchObject({ total: 0, items: [] });
  });

  it('the super admin reads the outbox, paged, each mail with its text', async () => {
    const email = freshEmail('outbox');
    await invite(email);
    const list = await post(demoEmails.super, api.outboxList.path, { pageSize: 1 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ pageSize: 1, items: [{ to: email }] });
    expect(list.json().data.total).toBeGreaterThan(1);
    const mailId = list.json().data.items[0]._id;
    const mail = await suite.server.as(demoEmails.super, { method: 'GET', url: api.outboxMail.path.replace(':id', mailId) });
    expect(mail.statusCode).toBe(200);
    expect(outboxMailSchema.parse(mail.json().data).text).toContain('/invite#');
    const unknown = await suite.server.as(demoEmails.super, {
      method: 'GET',
      url: api.outboxMail.path.replace(':id', '00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a concurrent second accept of one link fails: one account, one school link', async () => {
    const email = freshEmail('race');
    const { token } = await invite(email);
    const [a, b] = await Promise.all([accept(token), accept(token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // The loser is told why, whether the check or the spending statement found the invite spent.
    expect([a, b].find((res) => res.statusCode === 409)!.json()).toMatchObject({ code: 'CONFLICT', reason: 'accepted' });
    const rows = await suite.db
      .select()
      .from(users)
      .where(and(eq(users.email, email)));
    expect(rows).toHaveLength(1);
  });
});

describe.each(databaseKinds)('accepting an invite that changed after the check (%s)', (kind) => {
  const suite = serverSuite(kind);
  let serial = 0;
  const freshEmail = (label: string) => `${label}-changed-${++serial}@invitee.test`;
  async function invite(email: string) {
    const res = await suite.post(demoEmails.admin, api.inviteCreate.path, { schoolId: school.A, email, name: 'Ada Lovelace' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = inviteSentSchema.parse(res.json().data);
    return { invite: sent.invite, tokenHash: hashToken(inviteLinkIn(await lastMailTo(suite.server, email)).token) };
  }
  const asNew = { account: 'new' as const, passwordHash: 'scrypt$not-checked-here' };
  const acceptedAt = async (inviteId: string) =>
    (await suite.db.select({ at: teacherInvitations.acceptedAt }).from(teacherInvitations).where(eq(teacherInvitations.id, inviteId)))[0]!
      .at;

  it('refuses, saying why, an invite revoked or unknown by the time it is spent', async () => {
    const { invite: created, tokenHash } = await invite(freshEmail('revoked'));
    expect((await suite.post(demoEmails.admin, api.inviteRevoke.path.replace(':id', created._id), {})).statusCode).toBe(200);
    await expect(acceptInvite(suite.db, { tokenHash, name: 'Ada', expect: asNew })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This invite was withdrawn by the school. Ask your school admin for a new one.',
      extra: { reason: 'revoked' },
    });
    await expect(acceptInvite(suite.db, { tokenHash: hashToken('no-such-link'), name: 'Ada', expect: asNew })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('refuses an account that changed since the check, and leaves the invite pending', async () => {
    const email = freshEmail('account');
    const { invite: created, tokenHash } = await invite(email);
    // The check saw no account; one with a password of its own appeared before the accept.
    await addUser(suite.db, email, 'teacher');
    await expect(acceptInvite(suite.db, { tokenHash, name: 'Ada', expect: asNew })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Your account changed meanwhile. Reload the page and try again.',
      extra: { reason: 'account' },
    });
    expect(await acceptedAt(created._id)).toBeNull();
    const stranger = await addUser(suite.db, freshEmail('stranger'), 'teacher');
    await expect(
      acceptInvite(suite.db, { tokenHash, name: 'Ada', expect: { account: 'existing', userId: stranger.id } }),
    ).rejects.toMatchObject({ kind: 'conflict', extra: { reason: 'account' } });
    expect(await acceptedAt(created._id)).toBeNull();
  });
});

describe('teacher invites when the SMTP server is down', () => {
  it('keeps the invite and says the mail was not sent (the admin resends later)', async () => {
    const server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await server.as(demoEmails.admin, {
        method: 'POST',
        url: api.inviteCreate.path,
        payload: { schoolId: school.A, email: 'no-smtp@invitee.test', name: 'No Mail' },
      });
      expect(res.statusCode).toBe(201);
      expect(inviteSentSchema.parse(res.json().data)).toMatchObject({ mailSent: false, invite: { status: 'pending' } });
    } finally {
      await server.close();
    }
  });
});
