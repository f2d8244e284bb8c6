import { z } from 'zod';
import { idSchema } from '../http';

/** The longest date range an analytics request may ask for, in days (a school year and a bit). */
export const analyticsMaxDays = 366;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day `YYYY-MM-DD` (UTC) between 2000 and 2099: a real date the database can read. */
const day = z
  .string()
  .regex(dayPattern, { error: 'must be a date YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01' && value <= '2099-12-31';
  }, 'must be a real date between 2000-01-01 and 2099-12-31');

const dayMs = 24 * 3600 * 1000;

/**
 * What every analytics request names: the days (inclusive, UTC) and, optionally, a narrower scope
 * than the caller's whole reach: a district, or a school (of that district when both are given).
 */
export const analyticsQuerySchema = z
  .strictObject({
    from: day,
    to: day,
    districtId: idSchema.optional(),
    schoolId: idSchema.optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    if (!dayPattern.test(from) || !dayPattern.test(to)) return;
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (span > analyticsMaxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `the range may span at most ${analyticsMaxDays} days` });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The districts and schools an admin may narrow analytics to (their reach). */
export const analyticsScopesSchema = z.object({
  districts: z.array(z.object({ _id: z.string(), name: z.string() })),
  schools: z.array(z.object({ _id: z.string(), name: z.string(), districtId: z.string() })),
});
export type AnalyticsScopes = z.infer<typeof analyticsScopesSchema>;

/** A week (Monday, UTC) of the range; the first and last may be partial (cut to the range). */
const weekStart = z.string();

export const activityWeekSchema = z.object({
  weekStart,
  activeTeachers: z.number().int(),
  activeStudents: z.number().int(),
});
export const activitySchema = z.object({
  weeks: z.array(activityWeekSchema),
  totals: z.object({
    /** Distinct over the whole range. */
    activeTeachers: z.number().int(),
    activeStudents: z.number().int(),
    /** Teachers of the scope's schools, and its students not deactivated, now. */
    teachers: z.number().int(),
    students: z.number().int(),
  }),
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;
export type Activity = z.infer<typeof activitySchema>;

/** Completion of one group of classes: now (from the progress rollups), and items completed within the range. */
const completionFigures = {
  /** Distinct students enrolled in the group's classes. */
  students: z.number().int(),
  enrollments: z.number().int(),
  completedItems: z.number().int(),
  /** Enrollments × the items of each class's course. */
  itemSlots: z.number().int(),
  /** completedItems / itemSlots × 100, one decimal; null without slots. */
  completionPercent: z.number().nullable(),
  /** Progress rows completed within the range. */
  completedInRange: z.number().int(),
};
export const completionSchoolSchema = z.object({ schoolId: z.string(), name: z.string(), ...completionFigures });
export const completionGradeSchema = z.object({ level: z.string(), name: z.string(), ...completionFigures });
export const completionSchema = z.object({
  bySchool: z.array(completionSchoolSchema),
  byGrade: z.array(completionGradeSchema),
});
export type CompletionSchool = z.infer<typeof completionSchoolSchema>;
export type CompletionGrade = z.infer<typeof completionGradeSchema>;
export type Completion = z.infer<typeof completionSchema>;

export const timeWeekSchema = z.object({
  weekStart,
  teacherSeconds: z.number().int(),
  adminSeconds: z.number().int(),
  parentSeconds: z.number().int(),
});
export const timeSpentSchema = z.object({
  weeks: z.array(timeWeekSchema),
  totals: z.object({ teacherSeconds: z.number().int(), adminSeconds: z.number().int(), parentSeconds: z.number().int() }),
});
export type TimeWeek = z.infer<typeof timeWeekSchema>;
export type TimeSpentAnalytics = z.infer<typeof timeSpentSchema>;

export const gradebookWeekSchema = z.object({
  weekStart,
  scoresSaved: z.number().int(),
  templatesSaved: z.number().int(),
});
export const gradebookSchoolSchema = z.object({
  schoolId: z.string(),
  name: z.string(),
  classes: z.number().int(),
  /** Classes with at least one score stored in their gradebook, now. */
  classesWithGradebook: z.number().int(),
});
export const gradebookUseSchema = z.object({
  weeks: z.array(gradebookWeekSchema),
  bySchool: z.array(gradebookSchoolSchema),
  totals: z.object({
    scoresSaved: z.number().int(),
    templatesSaved: z.number().int(),
    classes: z.number().int(),
    classesWithGradebook: z.number().int(),
  }),
});
export type GradebookWeek = z.infer<typeof gradebookWeekSchema>;
export type GradebookSchool = z.infer<typeof gradebookSchoolSchema>;
export type GradebookUse = z.infer<typeof gradebookUseSchema>;
