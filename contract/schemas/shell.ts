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
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const districtSchema = z.object({ _id: z.string(), name: z.string(), schoolCount: z.number().int() });
export type District = z.infer<typeof districtSchema>;

export const schoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  _district: z.object({ _id: z.string(), name: z.string() }),
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
});
export type School = z.infer<typeof schoolSchema>;

/** A parent's child, with the courses they take and how far they are. */
export const childSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  school: z.object({ _id: z.string(), name: z.string() }),
  gradeSection: z.object({ _id: z.string(), name: z.string() }).nullable(),
  courses: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      teacherName: z.string(),
      /** Completed content items / all content items, 0–100. */
      completion: z.number(),
      /** Mean score of graded items as a percentage, or null when nothing is graded yet. */
      averageScore: z.number().nullable(),
      lastActivityAt: z.string().nullable(),
    }),
  ),
});
export type Child = z.infer<typeof childSchema>;
