import type { invitesEndpoints } from '@/contract/endpoints/invites';
import { acceptInvitation, previewInvite } from '../invites/invite-acceptance';
import { resendInviteMail, sendInvite, withdrawInvite } from '../invites/invite-sending';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { mailLocale } from '../mail/mail-locale';
import { Outbox } from '../mail/outbox';
import { listInvites } from '../repos/teacher-invites';

/** Teacher invites and the outbox (the rules in `server/invites/`). */
export const invitesHandlers: Handlers<typeof invitesEndpoints> = {
  // The mail's language: the one the sender chose, else their browser's (`mailLocale`).
  inviteCreate: ({ body, user, services, req }) =>
    sendInvite(services, req.log, user, body, mailLocale(body.locale, req.headers['accept-language'])),
  inviteList: ({ body, user, services }) => listInvites(services.db, user, body),
  inviteResend: ({ params, user, services, req }) =>
    resendInviteMail(services, req.log, user, params.id, mailLocale(undefined, req.headers['accept-language'])),
  inviteRevoke: ({ params, user, services }) => withdrawInvite(services, user, params.id),
  invitePreview: ({ body, services }) => previewInvite(services, body),
  inviteAccept: ({ body, services, req }) => acceptInvitation(services, req, body),
  outboxList: ({ body, services }) => new Outbox(services.config.mail.outboxDir).page(body),
  outboxMail: async ({ params, services }) => found(await new Outbox(services.config.mail.outboxDir).mail(params.id), 'Mail not found'),
};
