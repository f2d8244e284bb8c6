import { z } from 'zod';

export const announcementSchema = z.object({
  _id: z.string(),
  scope: z.enum(['platform', 'district', 'school']),
  title: z.string(),
  message: z.string(),
  severity: z.enum(['info', 'warning', 'success', 'error']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  kind: z.string(),
  /** A path in the app this notification leads to, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** One event of the live notification stream: the notification and its `seq` (the event id). */
export const notificationEventSchema = z.object({ seq: z.number().int(), notification: notificationSchema });
export type NotificationStreamEvent = z.infer<typeof notificationEventSchema>;
