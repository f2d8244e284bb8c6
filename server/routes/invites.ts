import type { FastifyRequest } from 'fastify';
import type { invitesEndpoints } from '@/contract/endpoints/invites';
import type { TeacherInvite } from '@/contract/schemas/invites';
import { checkPassword } from '@/domain/password-strength';
import { hashToken, newOpaqueToken } from '../auth/opaque-token';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { startSession } from '../auth/session';
import { findActiveUser } from '../auth/users';
import { badRequest, conflict, notFound, tooManyRequests } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import type { Services } from '../lib/services';
import { inviteLink, inviteMail } from '../mail/invite-mail';
import { Outbox } from '../mail/outbox';
import {
  acceptInvite,
  createInvite,
  hasPassword,
  inviteByToken,
  inviteForAdmin,
  listInvites,
  resendInvite,
  revokeInvite,
} from '../repos/teacher-invites';

const inviteNotFound = () => notFound('Invite not found');

/** Mails to one address, whoever sends them: an admin cannot flood someone's inbox. */
const mailsPerAddress = { limit: 5, windowSeconds: 3600 };

async function limitMailsTo(services: Services, email: string) {
  const wait = await services.rateLimiter.hit(`invite-mail:${email}`, mailsPerAddress.limit, mailsPerAddress.windowSeconds);
  if (wait > 0) throw tooManyRequests(wait, 'Too many invites were sent to this address. Please wait before sending another.');
}

const expiryFrom = (services: Services) => new Date(Date.now() + services.config.inviteTtlHours * 3600_000);

/** Mails the link; a failure leaves the invite standing (the admin can resend) and is logged. */
async function mailInvite(services: Services, req: FastifyRequest, invite: TeacherInvite, token: string, inviterName: string) {
  const mail = inviteMail({
    to: invite.email,
    name: invite.name ?? invite.email,
    schoolName: invite.school.name,
    inviterName,
    link: inviteLink(services.config.mail.appUrl, token),
    expiresAt: new Date(invite.expiresAt),
  });
  try {
    await services.mailer.send(mail);
    return true;
  } catch (error) {
    req.log.error({ err: error, inviteId: invite._id }, 'invite mail failed');
    return false;
  }
}

/** Why a link no longer works, as the accept page says it (409 with `reason`). */
function closedLink(status: 'accepted' | 'revoked' | 'expired') {
  const messages = {
    accepted: 'This invite was already accepted. Sign in with your email and password.',
    revoked: 'This invite was withdrawn by the school. Ask your school admin for a new one.',
    expired: 'This invite link has expired. Ask your school admin to send it again.',
  };
  return conflict(messages[status], { reason: status });
}

const unknownLink = () => notFound('This invite link is not valid. If you were sent a newer invite, use the link in the newest mail.');

/** The invite behind a link, refused unless it is still pending and its email's account may take it. */
async function openInvite(services: Services, token: string) {
  const found = await inviteByToken(services.db, hashToken(token));
  if (!found) throw unknownLink();
  const { invite, account } = found;
  if (invite.status !== 'pending') throw closedLink(invite.status);
  if (account && (account.role !== 'teacher' || account.disabled))
    throw conflict('This email belongs to an account that cannot accept a teacher invite. Ask your school admin.', { reason: 'account' });
  return found;
}

export const invitesHandlers: Handlers<typeof invitesEndpoints> = {
  inviteCreate: async ({ body, user, services, req }) => {
    const email = body.email.toLowerCase();
    await limitMailsTo(services, email);
    const token = newOpaqueToken();
    const result = await createInvite(services.db, user, {
      schoolId: body.schoolId,
      email,
      name: body.name,
      tokenHash: hashToken(token),
      expiresAt: expiryFrom(services),
    });
    switch (result.outcome) {
      case 'created':
        return { invite: result.invite, mailSent: await mailInvite(services, req, result.invite, token, user.name) };
      case 'not-found':
        throw notFound('School not found');
      case 'school-deactivated':
        throw conflict('This school is deactivated. Reactivate it before inviting teachers.');
      case 'pending-exists':
        throw conflict('This email already has a pending invite to this school. Resend it instead.');
      case 'already-teacher':
        throw conflict('This person is already a teacher at this school.');
      case 'not-a-teacher':
        throw conflict('This email belongs to an account that is not a teacher.');
      case 'account-disabled':
        throw conflict('This email belongs to a deactivated account.');
    }
  },

  inviteList: async ({ body, user, services }) => listInvites(services.db, user, body),

  inviteResend: async ({ params, user, services, req }) => {
    const current = await inviteForAdmin(services.db, user, params.id);
    if (!current) throw inviteNotFound();
    await limitMailsTo(services, current.email);
    const token = newOpaqueToken();
    const result = await resendInvite(services.db, user, {
      inviteId: params.id,
      tokenHash: hashToken(token),
      expiresAt: expiryFrom(services),
    });
    if (result.outcome === 'done')
      return { invite: result.invite, mailSent: await mailInvite(services, req, result.invite, token, user.name) };
    if (result.outcome === 'not-found') throw inviteNotFound();
    throw conflict(result.outcome === 'accepted' ? 'This invite was already accepted.' : 'This invite was revoked.');
  },

  inviteRevoke: async ({ params, user, services }) => {
    const result = await revokeInvite(services.db, user, params.id);
    if (result.outcome === 'done') return result.invite;
    if (result.outcome === 'not-found') throw inviteNotFound();
    throw conflict(result.outcome === 'accepted' ? 'This invite was already accepted.' : 'This invite is already revoked.');
  },

  invitePreview: async ({ body, services }) => {
    const { invite, account } = await openInvite(services, body.token);
    return {
      email: invite.email,
      name: invite.name,
      school: { _id: invite.schoolId, name: invite.schoolName },
      expiresAt: invite.expiresAt.toISOString(),
      account: account && hasPassword(account) ? ('existing' as const) : ('new' as const),
    };
  },

  inviteAccept: async ({ body, services, req }) => {
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
    const result = await acceptInvite(services.db, { tokenHash: hashToken(body.token), name: body.name, expect });
    if (result.outcome === 'account-changed')
      throw conflict('Your account changed meanwhile. Reload the page and try again.', { reason: 'account' });
    if (result.outcome === 'gone') {
      // Accepted, revoked or expired between the check above and now: say which.
      const again = await inviteByToken(services.db, hashToken(body.token));
      if (!again) throw unknownLink();
      throw again.invite.status === 'pending' ? conflict('Try again.') : closedLink(again.invite.status);
    }
    const teacher = await findActiveUser(services.db, result.userId);
    if (!teacher) throw conflict('Your account is deactivated.', { reason: 'account' });
    return startSession(services, teacher);
  },

  outboxList: async ({ body, services }) => new Outbox(services.config.mail.outboxDir).page(body),

  outboxMail: async ({ params, services }) => {
    const mail = await new Outbox(services.config.mail.outboxDir).mail(params.id);
    if (!mail) throw notFound('Mail not found');
    return mail;
  },
};
