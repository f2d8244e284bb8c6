import { z } from 'zod';
import { idSchema, pageRequestSchema } from '../http';
import { summaryLocaleSchema } from './parent';
import { emailSchema } from './user';

/** Where an invite stands: pending until accepted, revoked, or past its expiry. */
export const inviteStatuses = ['pending', 'accepted', 'expired', 'revoked'] as const;
export const inviteStatusSchema = z.enum(inviteStatuses);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** A teacher invite as the admin's list shows it (never its token). */
export const teacherInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  school: z.object({ _id: z.string(), name: z.string() }),
  status: inviteStatusSchema,
  /** When the link of the last mail stops working. */
  expiresAt: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  sendCount: z.number().int(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Who sent it; null when that account is gone. */
  invitedBy: z.string().nullable(),
});
export type TeacherInvite = z.infer<typeof teacherInviteSchema>;

/** A person's name as typed: trimmed, 1–120 characters. */
const personName = z.string().trim().min(1, { error: 'is required' }).max(120);

export const inviteCreateSchema = z.strictObject({
  schoolId: idSchema,
  email: emailSchema,
  name: personName,
  /**
   * The invite mail's language (the app's languages). Left out: the first of the sender's browser
   * languages (`Accept-Language`) the app has, else English. A resend uses the same rule.
   */
  locale: summaryLocaleSchema.optional(),
});

export const inviteSortKeys = ['lastSentAt', 'email', 'name', 'status', 'school'] as const;

export const inviteListRequestSchema = pageRequestSchema.extend({
  /** One school (in reach); otherwise every school the admin reaches. */
  schoolId: idSchema.optional(),
  /** Matches the email or the name. */
  q: z.string().trim().max(100).optional(),
  status: inviteStatusSchema.optional(),
  sort: z.enum(inviteSortKeys).default('lastSentAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

/** What creating or resending answers: the invite, and whether its mail went out. */
export const inviteSentSchema = z.object({
  invite: teacherInviteSchema,
  /** False when the mail could not be handed over (SMTP down): the invite stands, resend it later. */
  mailSent: z.boolean(),
});

/**
 * The invite token from the link: 43 base64url characters (256 bits). Sent in a POST body, never in
 * a URL the server sees, so it stays out of request logs.
 */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'is not an invite token' });

export const invitePreviewRequestSchema = z.strictObject({ token: inviteTokenSchema });

/** What the accept page shows before the teacher sets a password. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  school: z.object({ _id: z.string(), name: z.string() }),
  expiresAt: z.string(),
  /**
   * `new`: the teacher chooses a password (strength checked). `existing`: the email already has a
   * teacher account with a password; they confirm it, and accepting adds the school to that account.
   */
  account: z.enum(['new', 'existing']),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const inviteAcceptSchema = z.strictObject({
  token: inviteTokenSchema,
  /** Ignored for an existing account. */
  name: personName,
  password: z.string().min(1, { error: 'is required' }).max(200),
});

/** One mail of the outbox on disk (no SMTP server configured). */
export const outboxMailSummarySchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  at: z.string(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;

export const outboxMailSchema = outboxMailSummarySchema.extend({ from: z.string(), text: z.string(), html: z.string() });
export type OutboxMail = z.infer<typeof outboxMailSchema>;
