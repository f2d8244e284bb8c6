import { z } from 'zod';
import { idSchema } from '../http';

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

/** Body of `POST /api/v1/parent/dashboard/info`: which of the parent's children. */
export const childDashboardRequestSchema = z.strictObject({ childId: idSchema });
export type ChildDashboardRequest = z.infer<typeof childDashboardRequestSchema>;

/** A unit of a course and how far the child is through it. */
export const childUnitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The unit's colour level, 1–5. */
  level: z.number().int(),
  items: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
});

/** A division of the course's gradebook template (the teacher's grouping) and the child's percentage in it. */
export const childGradeDivisionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The division's weight in percent when the total is weighted, else null. */
  weight: z.number().nullable(),
  /** 0–100, or null when nothing in it is graded yet. */
  percent: z.number().nullable(),
});

/** One of the child's classes: progress through its units, grades by the teacher's divisions, and time. */
export const childCourseDetailSchema = z.object({
  /** The class (course instance). */
  _id: z.string(),
  courseId: z.string(),
  name: z.string(),
  teacherName: z.string(),
  itemsTotal: z.number().int(),
  itemsCompleted: z.number().int(),
  /** itemsCompleted / itemsTotal, 0–100. */
  completion: z.number(),
  /** Mean score of graded items as a percentage, or null when nothing is graded yet. */
  averageScore: z.number().nullable(),
  timeSpentSeconds: z.number().int(),
  lastActivityAt: z.string().nullable(),
  units: z.array(childUnitSchema),
  /** From the gradebook (the grade engine over the course's template); null when the course has no template. */
  grades: z
    .object({
      /** 0–100, or null when nothing is graded yet. */
      total: z.number().nullable(),
      /** `weights` when the divisions' weights add up to 100, else `points`. */
      rule: z.enum(['weights', 'points']),
      divisions: z.array(childGradeDivisionSchema),
    })
    .nullable(),
});
export type ChildCourseDetail = z.infer<typeof childCourseDetailSchema>;

export const childActivitySchema = z.object({
  /** When the item was last worked on. */
  at: z.string(),
  courseName: z.string(),
  unitName: z.string(),
  title: z.string(),
  kind: z.enum(['lesson', 'activity', 'lab', 'quiz']),
  status: z.enum(['not_started', 'in_progress', 'completed']),
  /** Percentage of the item's max score, or null when not graded. */
  scorePercent: z.number().nullable(),
});
export type ChildActivity = z.infer<typeof childActivitySchema>;

/** `POST /api/v1/parent/dashboard/info`: everything the parent portal shows about one child. */
export const childDashboardSchema = z.object({
  child: childSchema.pick({ _id: true, firstName: true, lastName: true, school: true, gradeSection: true }),
  /** Time spent on the course content over all classes. */
  timeSpentSeconds: z.number().int(),
  courses: z.array(childCourseDetailSchema),
  /** The last items worked on, newest first (at most 10). */
  recentActivity: z.array(childActivitySchema),
});
export type ChildDashboard = z.infer<typeof childDashboardSchema>;

/** The languages a family summary mail is written in (the portal's languages). */
export const summaryLocaleSchema = z.enum(['en', 'es']);
export type SummaryLocale = z.infer<typeof summaryLocaleSchema>;

/** A parent's weekly summary mail: off until they opt in; `locale` is the mail's language. */
export const familySummarySettingsSchema = z.strictObject({
  enabled: z.boolean(),
  locale: summaryLocaleSchema,
});
export type FamilySummarySettings = z.infer<typeof familySummarySettingsSchema>;

/** The unsubscribe token of one summary mail: 256 random bits in base64url, carried in the link's fragment. */
export const summaryTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'is not an unsubscribe token' });

/** Body of `POST /api/v1/auth/family-summary/unsubscribe`. */
export const summaryUnsubscribeRequestSchema = z.strictObject({ token: summaryTokenSchema });

/** The summaries are off; `locale` is the parent's mail language, so the page confirms in it. */
export const summaryUnsubscribedSchema = z.object({ locale: summaryLocaleSchema });
export type SummaryUnsubscribed = z.infer<typeof summaryUnsubscribedSchema>;
