import { z } from 'zod';
import { announcementLimits } from '../announcement-limits';
import { idSchema } from '../http';

/** The admin side of announcements: writing, scheduling and withdrawing them within one's scope. */

export const announcementSeverities = ['info', 'warning', 'success', 'error'] as const;
export const announcementSeveritySchema = z.enum(announcementSeverities);
export type AnnouncementSeverity = z.infer<typeof announcementSeveritySchema>;

/** Where an announcement stands now; `withdrawn` wins over the others. */
export const announcementStatusSchema = z.enum(['scheduled', 'running', 'ended', 'withdrawn']);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

/** Who an announcement addresses: the platform (super admin only), one district or one school. */
export const announcementAudienceInputSchema = z.discriminatedUnion('scope', [
  z.strictObject({ scope: z.literal('platform') }),
  z.strictObject({ scope: z.literal('district'), districtId: idSchema }),
  z.strictObject({ scope: z.literal('school'), schoolId: idSchema }),
]);
export type AnnouncementAudienceInput = z.infer<typeof announcementAudienceInputSchema>;

const timestamp = z.iso.datetime({ offset: true, error: 'must be a date and time' });

/** The body of a new or edited announcement. The message is Markdown, stored as written. */
export const announcementInputSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, { error: 'is required' })
      .max(announcementLimits.title, { error: `must be at most ${announcementLimits.title} characters` }),
    message: z
      .string()
      .trim()
      .min(1, { error: 'is required' })
      .max(announcementLimits.message, { error: `must be at most ${announcementLimits.message} characters` }),
    severity: announcementSeveritySchema,
    startsAt: timestamp,
    endsAt: timestamp.nullable().default(null),
    audience: announcementAudienceInputSchema,
  })
  .refine((a) => a.endsAt === null || Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    path: ['endsAt'],
    error: 'must be after the start',
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
/** The body once validated (the server's view). */
export type AnnouncementBody = z.output<typeof announcementInputSchema>;

/** An announcement as its admins see it. */
export const adminAnnouncementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  severity: announcementSeveritySchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  audience: z.object({
    scope: z.enum(['platform', 'district', 'school']),
    /** The district's or school's id; null for the platform. */
    _id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  status: announcementStatusSchema,
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  withdrawnAt: z.string().nullable(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** The audiences the caller may address: what the form's picker offers. */
export const announcementAudiencesSchema = z.object({
  platform: z.boolean(),
  districts: z.array(z.object({ _id: z.string(), name: z.string() })),
  schools: z.array(z.object({ _id: z.string(), name: z.string(), _district: z.string() })),
});
export type AnnouncementAudiences = z.infer<typeof announcementAudiencesSchema>;
