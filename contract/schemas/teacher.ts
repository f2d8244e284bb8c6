import { z } from 'zod';

/**
 * Wire shapes of the teacher workspace (issue 3). Conventions:
 * - `completion` is a percentage 0–100: completed content items / (enrolled students × content
 *   items), one decimal.
 * - `averageScore` is a percentage 0–100 over graded items (score / maxScore), or null when nothing
 *   is graded yet.
 * - times are ISO-8601 strings; durations are whole seconds.
 */

const percent = z.number().min(0).max(100);
const count = z.number().int().min(0);

/** A grade level (platform-wide: K, 1–12). */
export const gradeSchema = z.object({ _id: z.string(), level: z.string(), name: z.string(), position: z.number().int() });
export type Grade = z.infer<typeof gradeSchema>;

/** A grade section (class group) with its grade. */
export const gradeSectionRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  grade: gradeSchema.pick({ _id: true, level: true, name: true }),
});
export type GradeSectionRef = z.infer<typeof gradeSectionRefSchema>;

export const courseRefSchema = z.object({ _id: z.string(), name: z.string() });
export type CourseRef = z.infer<typeof courseRefSchema>;

// ── Dashboard ───────────────────────────────────────────────────────────────────────────────

/** `GET /api/teacher/dashboard/statistics`: the teacher's figures in the selected school. */
export const dashboardStatisticsSchema = z.object({
  /** Distinct students enrolled in the teacher's classes in this school. */
  studentCount: count,
  /** The teacher's classes (course instances) in this school. */
  classCount: count,
  /** Distinct courses among those classes. */
  courseCount: count,
  /** Students with any progress in the last 7 days. */
  activeStudentsThisWeek: count,
  /** Content items completed in the last 7 days (recent activity). */
  completionsThisWeek: count,
  totalTimeSpentSeconds: count,
  /** Total time spent / students (0 when there are none). */
  averageTimeSpentSeconds: count,
  averageCompletion: percent,
  averageScore: percent.nullable(),
  /** The teacher's own time in the app over the last 7 UTC days (today included), all pages. */
  myTimeThisWeekSeconds: count,
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

/** `GET /api/v1/teacher/school_progress`: one bar per class, the dashboard's courseCompletion. */
export const classCompletionSchema = z.object({
  /** The course instance id. */
  _id: z.string(),
  _course: z.string(),
  courseName: z.string(),
  /** The grade section's name, e.g. "7-A". */
  gradeSection: z.string(),
  completion: percent,
  studentCount: count,
});
export type ClassCompletion = z.infer<typeof classCompletionSchema>;

/** `GET /api/v1/teacher/users/count`: people and classes in the selected school. */
export const usersCountSchema = z.object({
  /** Distinct students in the teacher's classes in this school. */
  myStudents: count,
  /** The teacher's classes in this school. */
  myClasses: count,
  /** All students of the school. */
  students: count,
  /** All teachers of the school. */
  teachers: count,
  /** All classes (course instances) of the school. */
  classes: count,
  gradeSections: count,
});
export type UsersCount = z.infer<typeof usersCountSchema>;

// ── Courses ─────────────────────────────────────────────────────────────────────────────────

/** A class: a course taught by this teacher to a grade section (`POST /api/v1/teacher/mycourses/get`). */
export const courseInstanceSchema = z.object({
  _id: z.string(),
  _course: courseRefSchema.extend({ description: z.string(), gradeBand: z.string() }),
  gradeSection: gradeSectionRefSchema,
  school: z.object({ _id: z.string(), name: z.string() }),
  startDate: z.string(),
  studentCount: count,
  unitCount: count,
  contentCount: count,
  completion: percent,
  averageScore: percent.nullable(),
});
export type CourseInstance = z.infer<typeof courseInstanceSchema>;

/** A unit of a course with the class's progress through it. */
export const unitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** One of the five colour levels (ARCHITECTURE.md §6). */
  level: z.number().int().min(1).max(5),
  contentCount: count,
  completion: percent,
  averageScore: percent.nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

/**
 * `GET /api/v1/teacher/section/by/course/:courseId`, `:courseId` a course the teacher teaches (as the
 * seed names it: their most recently started class of it) or one of their classes (course instance):
 * the class (course, grade section, counts) and its course's units in order, with the class's
 * completion per unit.
 */
export const courseOutlineSchema = z.object({
  courseInstance: courseInstanceSchema,
  sections: z.array(unitSchema),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

export const contentKindSchema = z.enum(['lesson', 'activity', 'lab', 'quiz']);
export type ContentKind = z.infer<typeof contentKindSchema>;

/** A content item in a unit's list: no body. */
export const contentSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  kind: contentKindSchema,
  position: z.number().int(),
  /** Graded kinds only. */
  maxScore: z.number().nullable(),
  /** Expected minutes. */
  minutes: count,
  /** The class's completion of this item; null without `?instance=`. */
  completion: percent.nullable(),
  /** The class's average score on this item; null without `?instance=` or when nothing is graded. */
  averageScore: percent.nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** `GET /api/v1/teacher/content/by/section/:id`: the unit and its items in order. */
export const unitContentsSchema = z.object({
  section: z.object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    level: z.number().int().min(1).max(5),
    _course: courseRefSchema,
  }),
  contents: z.array(contentSummarySchema),
});
export type UnitContents = z.infer<typeof unitContentsSchema>;

/** One content item with its Markdown body (`mycourse/content/id/:id` and the admin twin). */
export const contentDetailSchema = z.object({
  _id: z.string(),
  title: z.string(),
  kind: contentKindSchema,
  position: z.number().int(),
  maxScore: z.number().nullable(),
  minutes: count,
  /** Markdown with inline `$…$` and display `$$…$$` TeX and fenced code blocks. */
  body: z.string(),
  section: z.object({ _id: z.string(), name: z.string(), position: z.number().int(), level: z.number().int().min(1).max(5) }),
  _course: courseRefSchema,
  /** The item before / after this one in course order (across units), or null at the ends. */
  previous: z.string().nullable(),
  next: z.string().nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

// ── Students ────────────────────────────────────────────────────────────────────────────────

/**
 * A student row with progress: in a class roster (over that class) or in a grade section browse
 * (over all of this teacher's classes the student is in).
 */
export const studentSummarySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  completion: percent,
  averageScore: percent.nullable(),
  timeSpentSeconds: count,
  completedCount: count,
  /** Last progress update, or null when the student has not started. */
  lastActivityAt: z.string().nullable(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** A class a student is in, as the student pages show it. */
export const studentClassSchema = z.object({
  /** The course instance id. */
  _id: z.string(),
  _course: courseRefSchema,
  gradeSection: z.string(),
  completion: percent,
  averageScore: percent.nullable(),
  timeSpentSeconds: count,
  lastActivityAt: z.string().nullable(),
});
export type StudentClass = z.infer<typeof studentClassSchema>;

/** `GET /api/v1/teacher/student/get/:id`: the profile and this teacher's classes the student is in. */
export const studentProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  school: z.object({ _id: z.string(), name: z.string() }),
  gradeSection: gradeSectionRefSchema.nullable(),
  parents: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  courses: z.array(studentClassSchema),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** `GET /api/v1/teacher/student/progress/:id`: per class, per unit. */
export const studentProgressSchema = z.array(
  z.object({
    courseInstance: z.object({ _id: z.string(), _course: courseRefSchema, gradeSection: z.string() }),
    completion: percent,
    averageScore: percent.nullable(),
    timeSpentSeconds: count,
    sections: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        position: z.number().int(),
        level: z.number().int().min(1).max(5),
        contentCount: count,
        completedCount: count,
        completion: percent,
        averageScore: percent.nullable(),
        timeSpentSeconds: count,
      }),
    ),
  }),
);
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** One scored item of a performance series, against the class average on the same item. */
export const performancePointSchema = z.object({
  contentId: z.string(),
  title: z.string(),
  unit: z.object({ _id: z.string(), name: z.string(), position: z.number().int() }),
  score: percent,
  classAverage: percent.nullable(),
  completedAt: z.string().nullable(),
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;

/**
 * `GET /api/v1/teacher/student/{activity,lab,quiz}/performance/:id`: per class, the student's
 * scored items of that kind in course order.
 */
export const performanceSeriesSchema = z.array(
  z.object({
    courseInstance: z.object({ _id: z.string(), _course: courseRefSchema, gradeSection: z.string() }),
    points: z.array(performancePointSchema),
  }),
);
export type PerformanceSeries = z.infer<typeof performanceSeriesSchema>;

// ── Grades and sections ─────────────────────────────────────────────────────────────────────

/** `GET /api/v1/teacher/grade/all-sections/`: the school's grade sections. */
export const gradeSectionSchema = gradeSectionRefSchema.extend({
  /** All students of the section. */
  studentCount: count,
  /** Students of the section this teacher may open (enrolled in one of their classes). */
  myStudentCount: count,
});
export type GradeSection = z.infer<typeof gradeSectionSchema>;
