import { defineEndpoint } from '../define';
import { adminRoles, idParams, paged, pageRequestSchema } from '../http';
import {
  inviteAcceptSchema,
  inviteCreateSchema,
  inviteListRequestSchema,
  invitePreviewRequestSchema,
  invitePreviewSchema,
  inviteSentSchema,
  outboxMailSchema,
  outboxMailSummarySchema,
  teacherInviteSchema,
} from '../schemas/invites';
import { currentUserSchema, tokenPairSchema } from '../schemas/user';

/**
 * Teacher invites (docs/ARCHITECTURE.md, "Teacher invites"): an admin invites a teacher by email into
 * a school they reach (out of reach: 404); the mail carries a single-use link that expires; the
 * teacher accepts it on a public page and is signed in. And the outbox, where mail lands without SMTP.
 */
export const invitesEndpoints = {
  inviteCreate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/teacher-invite/create',
    summary:
      'Invites a teacher into a school and mails the link. 409 when the email has a pending invite to that school, ' +
      'is already a teacher there, or belongs to an account that is not a teacher; 429 beyond the per-address (email) limit.',
    roles: adminRoles,
    school: false,
    body: inviteCreateSchema,
    rateLimit: { perUser: 30, windowSeconds: 3600 },
    status: 201,
    response: inviteSentSchema,
  }),
  inviteList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/teacher-invite/get/all',
    summary: 'A page of the invites of the schools the admin reaches (or of one of them), searchable by email or name, sortable.',
    roles: adminRoles,
    school: false,
    body: inviteListRequestSchema,
    response: paged(teacherInviteSchema),
  }),
  inviteResend: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/teacher-invite/:id/resend',
    summary: 'Mails a new link (the old one stops working) with a fresh expiry. Accepted or revoked: 409.',
    roles: adminRoles,
    school: false,
    params: idParams,
    rateLimit: { perUser: 30, windowSeconds: 3600 },
    response: inviteSentSchema,
  }),
  inviteRevoke: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/teacher-invite/:id/revoke',
    summary: 'Revokes the invite: its link stops working. Accepted or already revoked: 409.',
    roles: adminRoles,
    school: false,
    params: idParams,
    response: teacherInviteSchema,
  }),
  invitePreview: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/invite/preview',
    summary:
      'What an invite link is for (school, name, email). Unknown or replaced by a resend: 404; accepted, revoked or expired: 409 with `reason`.',
    roles: 'public',
    school: false,
    body: invitePreviewRequestSchema,
    rateLimit: { perAddress: 60, windowSeconds: 600 },
    response: invitePreviewSchema,
  }),
  inviteAccept: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/invite/accept',
    summary:
      'Accepts the invite: a new teacher sets a password (400 on `body.password` when too weak), an existing teacher confirms theirs; ' +
      'answers a signed-in session like the sign-in. Refusals as for the preview.',
    roles: 'public',
    school: false,
    body: inviteAcceptSchema,
    rateLimit: { perAddress: 20, windowSeconds: 600 },
    response: tokenPairSchema.extend({ user: currentUserSchema }),
  }),
  outboxList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/sup-admin/outbox/get/all',
    summary: 'A page of the mail kept in the outbox on disk (when no SMTP server is configured), newest first.',
    roles: ['super-admin'],
    school: false,
    body: pageRequestSchema,
    response: paged(outboxMailSummarySchema),
  }),
  outboxMail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sup-admin/outbox/:id',
    summary: 'One mail of the outbox with its plain-text and HTML bodies.',
    roles: ['super-admin'],
    school: false,
    params: idParams,
    response: outboxMailSchema,
  }),
};
