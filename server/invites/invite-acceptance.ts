/**
 * Accepting a teacher invite (docs/ARCHITECTURE.md §14): the link must still be pending and its
 * email's account able to take it; an existing account proves itself with its password (counted
 * like sign-in failures), a new one chooses a strong password; then one session starts.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { inviteAcceptSchema } from '@/contract/schemas/invites';
import { checkPassword } from '@/domain/password-strength';
import { hashToken } from '../auth/opaque-token';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { startSession } from '../auth/session';
import { findActiveUser } from '../auth/users';
import { badRequest, conflict, tooManyRequests } from '../lib/refusal';
import type { Services } from '../lib/services';
import { acceptInvite, closedInviteLink, hasPassword, inviteByToken, unknownInviteLink } from '../repos/teacher-invites';

/** The invite behind a link, refused unless it is still pending and its email's account may take it. */
async function openInvite(services: Services, token: string) {
  const found = await inviteByToken(services.db, hashToken(token));
  if (!found) throw unknownInviteLink();
  const { invite, account } = found;
  if (invite.status !== 'pending') throw closedInviteLink(invite.status);
  if (account && (account.role !== 'teacher' || account.disabled))
    throw conflict('This email belongs to an account that cannot accept a teacher invite. Ask your school admin.', { reason: 'account' });
  return found;
}

export async function previewInvite(services: Services, body: { token: string }) {
  const { invite, account } = await openInvite(services, body.token);
  return {
    email: invite.email,
    name: invite.name,
    school: { _id: invite.schoolId, name: invite.schoolName },
    expiresAt: invite.expiresAt.toISOString(),
    account: account && hasPassword(account) ? ('existing' as const) : ('new' as const),
  };
}

export async function acceptInvitation(services: Services, req: FastifyRequest, body: z.infer<typeof inviteAcceptSchema>) {
  const { invite, account } = await openInvite(services, body.token);
  let expect: Parameters<typeof acceptInvite>[1]['expect'];
  if (account && hasPassword(account)) {
    // The email has a teacher account: its owner proves it with their password, counted like sign-in failures.
    const wait = await services.loginLimiter.retryAfter(invite.email, req.ip);
    if (wait > 0) throw tooManyRequests(wait, 'Too many wrong passwords. Please wait before trying again.');
    if (!(await verifyPassword(body.password, account.passwordHash))) {
      await services.loginLimiter.recordFailure(invite.email, req.ip);
      throw badRequest('Wrong password', [{ path: 'body.password', message: 'This is not the password of your account' }]);
    }
    expect = { account: 'existing', userId: account.id };
  } else {
    const verdict = await checkPassword(body.password, [body.name, invite.email, invite.schoolName]);
    if (!verdict.acceptable)
      throw badRequest('Choose a stronger password', [{ path: 'body.password', message: verdict.problem ?? 'is too weak' }]);
    expect = { account: 'new', passwordHash: await hashPassword(body.password) };
  }
  const userId = await acceptInvite(services.db, { tokenHash: hashToken(body.token), name: body.name, expect });
  const teacher = await findActiveUser(services.db, userId);
  if (!teacher) throw conflict('Your account is deactivated.', { reason: 'account' });
  return startSession(services, teacher);
}
