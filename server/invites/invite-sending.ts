/**
 * Sending teacher invites (docs/ARCHITECTURE.md §14): a limit of mails per address, a fresh token
 * per mail, the refusals of the repository as conflicts the admin can act on, and the mail itself,
 * whose failure leaves the invite standing (the admin resends later).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { inviteCreateSchema, TeacherInvite } from '@/contract/schemas/invites';
import type { AuthUser } from '../auth/auth-user';
import { hashToken, newOpaqueToken } from '../auth/opaque-token';
import { found, tooManyRequests } from '../lib/refusal';
import type { Services } from '../lib/services';
import { inviteLink, inviteMail } from '../mail/invite-mail';
import type { MailLocale } from '../mail/mail-locale';
import { createInvite, inviteForAdmin, resendInvite, revokeInvite } from '../repos/teacher-invites';

/** Mails to one address, whoever sends them: an admin cannot flood someone's inbox. */
const mailsPerAddress = { limit: 5, windowSeconds: 3600 };

async function limitMailsTo(services: Services, email: string) {
  const wait = await services.rateLimiter.hit(`invite-mail:${email}`, mailsPerAddress.limit, mailsPerAddress.windowSeconds);
  if (wait > 0) throw tooManyRequests(wait, 'Too many invites were sent to this address. Please wait before sending another.');
}

const expiryFrom = (services: Services) => new Date(Date.now() + services.config.inviteTtlHours * 3600_000);

/** Mails the link; a failure leaves the invite standing (the admin can resend) and is logged. */
async function mailInvite(
  services: Services,
  log: FastifyBaseLogger,
  invite: TeacherInvite,
  token: string,
  inviterName: string,
  locale: MailLocale,
) {
  const mail = inviteMail({
    to: invite.email,
    name: invite.name ?? invite.email,
    schoolName: invite.school.name,
    inviterName,
    link: inviteLink(services.config.mail.appUrl, token),
    expiresAt: new Date(invite.expiresAt),
    locale,
  });
  try {
    await services.mailer.send(mail);
    return true;
  } catch (error) {
    log.error({ err: error, inviteId: invite._id }, 'invite mail failed');
    return false;
  }
}

/** `locale`: the mail's language, as `mailLocale` chose it from the request. */
export async function sendInvite(
  services: Services,
  log: FastifyBaseLogger,
  user: AuthUser,
  body: z.infer<typeof inviteCreateSchema>,
  locale: MailLocale,
) {
  const email = body.email.toLowerCase();
  await limitMailsTo(services, email);
  const token = newOpaqueToken();
  const invite = await createInvite(services.db, user, {
    schoolId: body.schoolId,
    email,
    name: body.name,
    tokenHash: hashToken(token),
    expiresAt: expiryFrom(services),
  });
  return { invite, mailSent: await mailInvite(services, log, invite, token, user.name, locale) };
}

export async function resendInviteMail(services: Services, log: FastifyBaseLogger, user: AuthUser, inviteId: string, locale: MailLocale) {
  const current = found(await inviteForAdmin(services.db, user, inviteId), 'Invite not found');
  await limitMailsTo(services, current.email);
  const token = newOpaqueToken();
  const invite = await resendInvite(services.db, user, { inviteId, tokenHash: hashToken(token), expiresAt: expiryFrom(services) });
  return { invite, mailSent: await mailInvite(services, log, invite, token, user.name, locale) };
}

export const withdrawInvite = (services: Services, user: AuthUser, inviteId: string) => revokeInvite(services.db, user, inviteId);
