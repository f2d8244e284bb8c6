/**
 * The whole domain model of ARCHITECTURE.md §5 as one drizzle schema. Ids are UUIDs (strings on the
 * wire). Foreign keys cascade only where the child has no meaning without its parent.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A full-text search vector (the assistant's retrieval index, ARCHITECTURE.md §5). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Raw bytes (a bug report's screenshot). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const roleEnum = pgEnum('role', ['super-admin', 'district-admin', 'school-admin', 'teacher', 'parent']);
export const contentKindEnum = pgEnum('content_kind', ['lesson', 'activity', 'lab', 'quiz']);
export const progressStatusEnum = pgEnum('progress_status', ['not_started', 'in_progress', 'completed']);
export const scoreStateEnum = pgEnum('score_state', ['graded', 'missing', 'excused']);
export const scopeEnum = pgEnum('announcement_scope', ['platform', 'district', 'school']);
export const bugStatusEnum = pgEnum('bug_status', ['open', 'in-progress', 'closed']);
export const rosterImportStatusEnum = pgEnum('roster_import_status', ['dry-run', 'invalid', 'applied', 'rolled-back']);

// ── Organisation ────────────────────────────────────────────────────────────────────────────
export const districts = pgTable('districts', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  /** Soft deactivation by an admin (reversible): the district stays, its people cannot sign in. */
  deactivatedAt: ts('deactivated_at'),
});

export const schools = pgTable(
  'schools',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    city: text('city'),
    createdAt: createdAt(),
    /** Soft deactivation by an admin (reversible). */
    deactivatedAt: ts('deactivated_at'),
  },
  (t) => [index('schools_district_idx').on(t.districtId)],
);

/** Grade levels are platform-wide: K, 1–12. `position` orders them (K = 0). */
export const grades = pgTable('grades', {
  id: id(),
  level: text('level').notNull().unique(),
  name: text('name').notNull(),
  position: smallint('position').notNull(),
});

/** A class group of one grade in one school, e.g. "7-A". */
export const gradeSections = pgTable(
  'grade_sections',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('grade_sections_school_name_uq').on(t.schoolId, t.name), index('grade_sections_grade_idx').on(t.gradeId)],
);

// ── People ──────────────────────────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set for district admins only. */
    districtId: uuid('district_id').references(() => districts.id),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_district_idx').on(t.districtId),
    // The people search (`ILIKE '%text%'`), pg_trgm (0008).
    index('users_name_trgm_idx').using('gin', sql`${t.name} public.gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} public.gin_trgm_ops`),
  ],
);

/** Schools a teacher teaches in or a school admin administers. */
export const userSchools = pgTable(
  'user_schools',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] }), index('user_schools_school_idx').on(t.schoolId)],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    gradeSectionId: uuid('grade_section_id').references(() => gradeSections.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** School-issued student number, unique within the school. */
    studentNumber: text('student_number').notNull(),
    createdAt: createdAt(),
    /** Set when the student left (a roster import marked them inactive); the retention job purges them after a while. */
    deactivatedAt: ts('deactivated_at'),
    /** Set when an admin asked to delete the student: the record is purged at `deletion_due_at` unless cancelled. */
    deletionRequestedAt: ts('deletion_requested_at'),
    deletionRequestedBy: uuid('deletion_requested_by').references(() => users.id, { onDelete: 'set null' }),
    deletionDueAt: ts('deletion_due_at'),
  },
  (t) => [
    index('students_school_idx').on(t.schoolId),
    // Active users' denominator, a scope's students not deactivated, counted from the index alone (0021).
    index('students_active_school_idx').on(t.schoolId).where(sql`${t.deactivatedAt} is null`),
    index('students_grade_section_idx').on(t.gradeSectionId),
    // The people search (`ILIKE '%text%'`), pg_trgm (0008).
    index('students_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) public.gin_trgm_ops`),
    index('students_number_trgm_idx').using('gin', sql`${t.studentNumber} public.gin_trgm_ops`),
    uniqueIndex('students_school_number_uq').on(t.schoolId, t.studentNumber),
  ],
);

export const parentStudents = pgTable(
  'parent_students',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('parent_students_student_idx').on(t.studentId)],
);

// ── Curriculum ──────────────────────────────────────────────────────────────────────────────
export const courses = pgTable('courses', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Suggested grade levels, e.g. "6–8". */
  gradeBand: text('grade_band').notNull().default(''),
  createdAt: createdAt(),
});

/** A unit of a course, ordered by `position`, with one of five colour levels (1–5). */
export const sections = pgTable(
  'sections',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    level: smallint('level').notNull(),
    /** Name (weight A) and description (B), English stemming: the assistant searches units by it. */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [index('sections_course_idx').on(t.courseId, t.position), index('sections_search_idx').using('gin', t.search)],
);

/** A lesson, activity, lab or quiz: Markdown with TeX math; graded kinds have a max score. */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    kind: contentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull(),
    maxScore: real('max_score'),
    /** Expected minutes, shown to teachers. */
    minutes: integer('minutes').notNull().default(15),
    /** Title (weight A) and Markdown body (B), English stemming: the assistant's retrieval index. */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`,
    ),
  },
  (t) => [
    index('contents_section_idx').on(t.sectionId, t.position),
    index('contents_course_idx').on(t.courseId),
    index('contents_search_idx').using('gin', t.search),
  ],
);

/** A course taught by a teacher to a grade section in a school. */
export const courseInstances = pgTable(
  'course_instances',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
    gradeSectionId: uuid('grade_section_id')
      .notNull()
      .references(() => gradeSections.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_instances_teacher_school_idx').on(t.teacherId, t.schoolId),
    index('course_instances_school_idx').on(t.schoolId),
    index('course_instances_course_idx').on(t.courseId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    courseInstanceId: uuid('course_instance_id')
      .notNull()
      .references(() => courseInstances.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    enrolledAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseInstanceId, t.studentId] }), index('enrollments_student_idx').on(t.studentId)],
);

/** One student's progress on one content item within one course instance. */
export const progress = pgTable(
  'progress',
  {
    id: id(),
    courseInstanceId: uuid('course_instance_id')
      .notNull()
      .references(() => courseInstances.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    status: progressStatusEnum('status').notNull().default('not_started'),
    /** Points scored, out of the content's max score; null when not graded. */
    score: real('score'),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('progress_instance_student_content_uq').on(t.courseInstanceId, t.studentId, t.contentId),
    index('progress_student_idx').on(t.studentId, t.courseInstanceId),
    index('progress_instance_updated_idx').on(t.courseInstanceId, t.updatedAt),
    // Covering index of the teacher aggregates (dashboard, class progress, rosters, class averages):
    // every column they read is in the key, so a class's rows are read by an index-only range scan
    // instead of one random heap page per row. Key order (class, content, student) also serves the
    // per-item class average. Measured on 1.1 M rows: 130 k buffer reads → 1.9 k for one dashboard.
    index('progress_rollup_idx').on(
      t.courseInstanceId,
      t.contentId,
      t.studentId,
      t.status,
      t.score,
      t.timeSpentSeconds,
      t.updatedAt,
      t.completedAt,
    ),
    // "Completions this week" of the dashboard: a time window, so not in the rollup below; this
    // partial index answers it with an index-only range per class (this week's completions only).
    index('progress_completed_idx').on(t.courseInstanceId, t.completedAt, t.studentId).where(sql`status = 'completed'`),
  ],
);

/**
 * Progress summed per class and student, kept exact by statement-level triggers on `progress`
 * (and on `contents.max_score`): migrations `0002_progress_rollup_triggers` (triggers) and
 * `0003_progress_rollup_measures` (the one aggregate, `progress_rollup_sums_sql`, and the per-row
 * `progress_score_ratio`). The teacher dashboard, class lists and rosters read these few hundred
 * rows instead of every progress row. Rows of students no longer enrolled stay here, as in
 * `progress`: readers join `enrollments`. Score ratio = `score / contents.max_score` over graded
 * items (score set, max score > 0); docs/ARCHITECTURE.md §5.
 */
export const progressRollups = pgTable(
  'progress_rollups',
  {
    courseInstanceId: uuid('course_instance_id')
      .notNull()
      .references(() => courseInstances.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    completed: integer('completed').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
    scoreRatioSum: doublePrecision('score_ratio_sum').notNull().default(0),
    scoredCount: integer('scored_count').notNull().default(0),
    timeSpentSeconds: bigint('time_spent_seconds', { mode: 'number' }).notNull().default(0),
    lastActivityAt: ts('last_activity_at'),
  },
  (t) => [primaryKey({ columns: [t.courseInstanceId, t.studentId] }), index('progress_rollups_student_idx').on(t.studentId)],
);

/**
 * Graded and completed progress summed per class and content item over the students enrolled in
 * the class, kept exact by statement-level triggers on `progress`, `enrollments` and
 * `contents.max_score` (migration `0005_progress_item_rollups`, with the measure
 * `progress_score_ratio` of 0003; `completed_count` since `0010_teacher_read_indexes`). The student
 * detail's class average on an item, and a class's completion and score per unit and per item (the
 * curriculum screens), read these rows instead of the class's progress rows. Unlike
 * `progress_rollups`, only enrolled students count (an enrollment change adds or subtracts that
 * student's rows), only graded or completed rows (a pair with neither has no row), and every change
 * is a delta (a sum and a count can be subtracted; a max score change recomputes its items).
 */
export const progressItemRollups = pgTable(
  'progress_item_rollups',
  {
    courseInstanceId: uuid('course_instance_id')
      .notNull()
      .references(() => courseInstances.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    scoreRatioSum: doublePrecision('score_ratio_sum').notNull().default(0),
    scoredCount: integer('scored_count').notNull().default(0),
    /** Progress rows with status completed. */
    completedCount: integer('completed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseInstanceId, t.contentId] })],
);

// ── Activity rollups (0008, ARCHITECTURE.md §15) ─────────────────────────────────────────────
// Kept exact by the triggers of 0008_activity_rollups.sql; analytics reads them instead of the
// source tables. Day-count weeks: one row per key and ISO week (its Monday) with the source rows
// of each day (d1 = Monday … d7 = Sunday); no foreign keys, a cascade brings the counts to 0.
const dayCounts = {
  week: date('week', { mode: 'string' }).notNull(),
  d1: integer('d1').notNull().default(0),
  d2: integer('d2').notNull().default(0),
  d3: integer('d3').notNull().default(0),
  d4: integer('d4').notNull().default(0),
  d5: integer('d5').notNull().default(0),
  d6: integer('d6').notNull().default(0),
  d7: integer('d7').notNull().default(0),
};
/** Days a user was active: time spent, an audit row as actor, a successful sign-in. */
export const userActivityWeeks = pgTable('user_activity_weeks', { userId: uuid('user_id').notNull(), ...dayCounts }, (t) => [
  primaryKey({ columns: [t.userId, t.week] }),
]);
/** Progress rows completed per class and day (`completed_at`, status completed). */
export const classCompletionWeeks = pgTable(
  'class_completion_weeks',
  { courseInstanceId: uuid('course_instance_id').notNull(), ...dayCounts },
  (t) => [primaryKey({ columns: [t.courseInstanceId, t.week] })],
);
/** Per class: its enrollments and the completed progress rows of the students enrolled now. */
export const classProgressTotals = pgTable('class_progress_totals', {
  courseInstanceId: uuid('course_instance_id')
    .primaryKey()
    .references(() => courseInstances.id, { onDelete: 'cascade' }),
  enrolled: integer('enrolled').notNull().default(0),
  completed: integer('completed').notNull().default(0),
});
/**
 * Per class and UTC day of `completed_at`: the completed progress rows of the students enrolled in
 * the class now (migration 0022, kept exact by statement-level triggers on `progress` and
 * `enrollments`). The dashboard's "completions this week" (a rolling `now() - 7 days`) sums the
 * whole days after the boundary day here and counts only the boundary day on progress.
 */
export const classCompletionDays = pgTable(
  'class_completion_days',
  {
    courseInstanceId: uuid('course_instance_id')
      .notNull()
      .references(() => courseInstances.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    completed: integer('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseInstanceId, t.day] })],
);
/** `gradebook.score.save` audit rows per actor, class (meta.courseInstanceId) and day. */
export const gradebookScoreWeeks = pgTable(
  'gradebook_score_weeks',
  { actorId: uuid('actor_id').notNull(), courseInstanceId: uuid('course_instance_id').notNull(), ...dayCounts },
  (t) => [primaryKey({ columns: [t.actorId, t.courseInstanceId, t.week] })],
);
/** `gradebook.template.create|update` audit rows per actor and day. */
export const gradebookTemplateWeeks = pgTable('gradebook_template_weeks', { actorId: uuid('actor_id').notNull(), ...dayCounts }, (t) => [
  primaryKey({ columns: [t.actorId, t.week] }),
]);
const dayWord = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
/**
 * Per school of the class, student and year: a bit per day with a progress row last updated; day k
 * of the year (0 = 1 January) is bit k % 64 of word `w(k / 64)`.
 */
export const studentActivityYears = pgTable(
  'student_activity_years',
  {
    schoolId: uuid('school_id').notNull(),
    studentId: uuid('student_id').notNull(),
    year: smallint('year').notNull(),
    w0: dayWord('w0'),
    w1: dayWord('w1'),
    w2: dayWord('w2'),
    w3: dayWord('w3'),
    w4: dayWord('w4'),
    w5: dayWord('w5'),
    /**
     * How many schools the student has rows in, on each of their rows (0021): active users group by
     * student only the rows of students in more than one school (kept by `student_activity_refresh`).
     */
    schools: smallint('schools').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.year, t.studentId] }),
    index('student_activity_years_student_idx').on(t.studentId),
    index('student_activity_years_several_idx').on(t.schoolId, t.year).where(sql`${t.schools} > 1`),
  ],
);

// ── School rollups (0013, ARCHITECTURE.md §15) ───────────────────────────────────────────────
// Kept exact by the triggers of 0013_school_time_rollups.sql, so the time figure of a district or
// the platform sums a few rows per school instead of every person's time.
/** Seconds in the app per user and UTC day (`time_spent` summed over pages, rows with seconds > 0). */
export const userTimeWeeks = pgTable('user_time_weeks', { userId: uuid('user_id').notNull(), ...dayCounts }, (t) => [
  primaryKey({ columns: [t.userId, t.week] }),
]);
/**
 * The people whose time counts for a school, by kind: its teachers and school admins
 * (`user_schools`, by role) and the parents of its students. `schools` is how many schools the
 * person has in that kind (a person counted in several schools is corrected for in a scope's sum).
 */
export const schoolPeople = pgTable(
  'school_people',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    schoolId: uuid('school_id').notNull(),
    schools: integer('schools').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.schoolId] }),
    index('school_people_school_idx').on(t.schoolId),
    index('school_people_several_idx').on(t.userId).where(sql`${t.schools} > 1`),
  ],
);
/** Per school and kind (`school_people`), the seconds of its people per day: the sum of their `user_time_weeks`. */
export const schoolTimeWeeks = pgTable(
  'school_time_weeks',
  { schoolId: uuid('school_id').notNull(), kind: text('kind').notNull(), ...dayCounts },
  (t) => [primaryKey({ columns: [t.schoolId, t.kind, t.week] })],
);

// ── Enrolled student rollups (0017, ARCHITECTURE.md §15) ────────────────────────────────────
// Kept exact by the triggers of 0017_enrolled_student_counts.sql, so the completion figure counts a
// scope's distinct students from a few rows per school and grade instead of hashing its enrollments.
/**
 * Per student, the (school, grade) pairs of the classes they are enrolled in (the class's school and
 * its grade section's grade). `schools` is how many schools the student has in that grade (a
 * student counted in several schools of a scope is corrected for in the scope's sum).
 */
export const enrolledStudents = pgTable(
  'enrolled_students',
  {
    studentId: uuid('student_id').notNull(),
    schoolId: uuid('school_id').notNull(),
    gradeId: uuid('grade_id').notNull(),
    schools: integer('schools').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.schoolId, t.gradeId] }),
    index('enrolled_students_several_idx').on(t.gradeId, t.studentId).where(sql`${t.schools} > 1`),
  ],
);
/** Per school, its distinct enrolled students (those with a row in `enrolled_students`). */
export const schoolStudentCounts = pgTable('school_student_counts', {
  schoolId: uuid('school_id').primaryKey(),
  students: integer('students').notNull(),
});
/** Per school and grade, its distinct enrolled students (the rows of `enrolled_students`). */
export const schoolGradeStudentCounts = pgTable(
  'school_grade_student_counts',
  { schoolId: uuid('school_id').notNull(), gradeId: uuid('grade_id').notNull(), students: integer('students').notNull() },
  (t) => [primaryKey({ columns: [t.schoolId, t.gradeId] })],
);

/**
 * How many rows each log holds per stored place (0014, ARCHITECTURE.md §16): `log` is 'audit' or
 * 'sign_in', a null district or school is stored as the zero uuid, and `slot` spreads the counter
 * over a few rows (by connection) so concurrent writers of one place do not queue on one row.
 */
export const logPlaceCounts = pgTable(
  'log_place_counts',
  {
    log: text('log').notNull(),
    districtId: uuid('district_id').notNull(),
    schoolId: uuid('school_id').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.log, t.districtId, t.schoolId, t.slot] }), index('log_place_counts_school_idx').on(t.log, t.schoolId)],
);

// ── Gradebook ───────────────────────────────────────────────────────────────────────────────
/** Where a score comes from: `value` is one of quiz, lab, activity, completion, time, manual. */
export const gradebookAttributes = pgTable('gradebook_attributes', {
  id: id(),
  name: text('name').notNull(),
  value: text('value').notNull().unique(),
});

/**
 * A gradebook template: the platform DEFAULT (`courseId` null, type DEFAULT) or one per course.
 * `gradings` and `unassigned` hold the divisions and attributes exactly as the wire shows them.
 */
export const gradebookTemplates = pgTable(
  'gradebook_templates',
  {
    id: id(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    gradings: jsonb('gradings').notNull(),
    unassigned: jsonb('unassigned').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gradebook_templates_course_uq').on(t.courseId),
    uniqueIndex('gradebook_templates_default_uq').on(t.type).where(sql`${t.type} = 'DEFAULT'`),
  ],
);

/** A score of one student for one template attribute (`attributeId` = the attribute's `_id`). */
export const gradeScores = pgTable(
  'grade_scores',
  {
    courseInstanceId: uuid('course_instance_id')
      .notNull()
      .references(() => courseInstances.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    attributeId: text('attribute_id').notNull(),
    value: real('value'),
    state: scoreStateEnum('state').notNull().default('graded'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseInstanceId, t.studentId, t.attributeId] })],
);

// ── Communication ───────────────────────────────────────────────────────────────────────────
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    kind: text('kind').notNull().default('info'),
    /** Where the notification leads in the app (a path), if anywhere. */
    link: text('link'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
    /** Insertion order: the live stream's event id, so a reconnecting tab resumes after the last one it saw. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt), index('notifications_user_seq_idx').on(t.userId, t.seq)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    scope: scopeEnum('scope').notNull(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity').notNull().default('info'),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** Set when an admin withdraws it: it stops showing at once but stays on record. */
    withdrawnAt: ts('withdrawn_at'),
    /** Set once its audience has been notified (when it starts), so nobody is notified twice. */
    notifiedAt: ts('notified_at'),
  },
  (t) => [index('announcements_scope_idx').on(t.scope, t.startsAt)],
);

export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const bugReports = pgTable(
  'bug_reports',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, in a line. */
    title: text('title').notNull(),
    /** What happened, in full. */
    description: text('description').notNull(),
    expected: text('expected').notNull().default(''),
    steps: text('steps').notNull().default(''),
    /** low, normal, high or blocking. */
    severity: text('severity').notNull().default('normal'),
    status: bugStatusEnum('status').notNull().default('open'),
    path: text('path'),
    userAgent: text('user_agent'),
    screenshot: bytea('screenshot'),
    screenshotType: text('screenshot_type'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('bug_reports_status_created_idx').on(t.status, t.createdAt)],
);

export const errorReports = pgTable('error_reports', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  error: text('error').notNull(),
  path: text('path').notNull(),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

/** Seconds a user spent in the app, per day and page (the route's path). */
export const timeSpent = pgTable(
  'time_spent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The page's path ('' for time sent before pages were recorded). */
    page: text('page').notNull().default(''),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.page] })],
);

/** Who read or changed what, when. Student record reads are written here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    meta: jsonb('meta'),
    at: createdAt(),
    /** The address the request came from (null for the server's own jobs and older rows). */
    ip: text('ip'),
    /**
     * Where the row belongs, set on insert by a trigger of migration 0011 (ARCHITECTURE.md §16):
     * the one district, and the one school, of the record's place when the row was written (of the
     * actor for kinds without a place); null when it had none or several, and the log then places
     * the row by its record's current place. No foreign keys: the log outlives its records.
     */
    scopeDistrictId: uuid('scope_district_id'),
    scopeSchoolId: uuid('scope_school_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_at_idx').on(t.at),
    // A district's or a school's log, newest first, and its count, by index (0011).
    index('audit_log_scope_district_idx').on(t.scopeDistrictId, t.at, t.id),
    index('audit_log_scope_school_idx').on(t.scopeSchoolId, t.at, t.id),
    // A search by actor within a district or a school: the matching actors' rows of that place (0015).
    index('audit_log_scope_district_actor_idx').on(t.scopeDistrictId, t.actorId, t.at),
    index('audit_log_scope_school_actor_idx').on(t.scopeSchoolId, t.actorId, t.at),
  ],
);

/** Every sign-in attempt and sign-out: who (the email typed, and the user when it matched), from where, and how it ended. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As typed (trimmed, lower-cased); kept for failed attempts on unknown accounts. */
    email: text('email').notNull(),
    /** 'success' | 'failure' | 'locked' | 'sign-out' */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: createdAt(),
    /** The account's one district and one school when the event was written, as on `audit_log` (0011, ARCHITECTURE.md §16). */
    scopeDistrictId: uuid('scope_district_id'),
    scopeSchoolId: uuid('scope_school_id'),
  },
  (t) => [
    index('sign_in_events_user_idx').on(t.userId, t.at),
    index('sign_in_events_at_idx').on(t.at),
    index('sign_in_events_scope_district_idx').on(t.scopeDistrictId, t.at, t.id),
    index('sign_in_events_scope_school_idx').on(t.scopeSchoolId, t.at, t.id),
    index('sign_in_events_scope_district_user_idx').on(t.scopeDistrictId, t.userId, t.at),
    // The log's search by typed email (`ILIKE '%text%'`), pg_trgm as the people search's (0021).
    index('sign_in_events_email_trgm_idx').using('gin', sql`${t.email} public.gin_trgm_ops`),
  ],
);

export const teacherInvitations = pgTable(
  'teacher_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: createdAt(),
    /** The teacher's name as the admin typed it (the accept page pre-fills it). */
    name: text('name'),
    revokedAt: ts('revoked_at'),
    /** The last time the mail went out (a resend issues a new token and moves this). */
    lastSentAt: ts('last_sent_at').notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('teacher_invitations_school_idx').on(t.schoolId)],
);

// ── Sessions ────────────────────────────────────────────────────────────────────────────────
/**
 * Refresh tokens, stored as SHA-256 hashes, grouped in families (one family per sign-in).
 * Rotation marks the presented token used; presenting a used one revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Failed sign-in counters, shared by every API instance (key: `account:<email>` or `ip:<addr>`). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
});

/**
 * Request-limit windows shared by every server instance on PostgreSQL (`lib/shared-rate-limiter.ts`):
 * one row per counter key, counted with one atomic upsert. PGlite (one process) counts in memory.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetsAt: ts('resets_at').notNull(),
});

/**
 * The interval slot each scheduled job last ran in, across instances (`lib/job-claim.ts`): an
 * instance runs the job only if it moved `slot` forward, so one run per interval in all.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  slot: bigint('slot', { mode: 'number' }).notNull(),
});

// ── Rostering ───────────────────────────────────────────────────────────────────────────────
/**
 * One OneRoster upload into a district (or one school of it): first a dry run (the diff and the row
 * errors, nothing written), then applied in one transaction, then perhaps rolled back. The zip stays
 * in `payload` (and its plan in `plan`) only until it is applied or abandoned: it holds students' personal data.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** Set for an import into one school; null for a whole district. */
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the zip, hex. */
    fileSha256: text('file_sha256').notNull(),
    payload: bytea('payload'),
    /**
     * The dry run's plan, kept for its apply (docs/ARCHITECTURE.md §10 "Kept plan"): `plan_key` holds
     * the fingerprint of the district state it was planned against and the file's emails and delta
     * scope (to load that state again); `plan` the gzipped writes and diff. Cleared with `payload`.
     */
    planKey: jsonb('plan_key'),
    plan: bytea('plan'),
    status: rosterImportStatusEnum('status').notNull(),
    /** Rows read, per file. */
    rowCount: integer('row_count').notNull().default(0),
    /** The dry run's diff: counts per entity and a sample of changes (the wire shape). */
    diff: jsonb('diff').notNull(),
    errorCount: integer('error_count').notNull().default(0),
    /** The first errors, each with file, line and column (the wire shape). */
    errors: jsonb('errors').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appliedAt: ts('applied_at'),
    rolledBackAt: ts('rolled_back_at'),
  },
  (t) => [index('roster_imports_district_created_idx').on(t.districtId, t.createdAt)],
);

/**
 * Which local record a OneRoster `sourcedId` became, per district, so a re-import updates instead of
 * duplicating. `entity`: org, academicSession, course, class, user, enrollment. `data` keeps the
 * OneRoster fields the domain has no column for (e.g. an academic session's dates), for the export.
 */
export const rosterLinks = pgTable(
  'roster_links',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    sourcedId: text('sourced_id').notNull(),
    /** The local row's id (or key, for an enrollment); null for records kept only here. */
    localId: text('local_id'),
    data: jsonb('data'),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.entity, t.sourcedId] }), index('roster_links_local_idx').on(t.localId)],
);

/**
 * The before and after image of every row an applied import wrote, in write order, one entry per
 * written batch (one table, one kind of write, up to a few thousand rows): `before` and `after` are
 * arrays of the batch's row images, `row_key` names the key columns. A rollback replays the entries backwards (`before` null:
 * the rows were created, so they are deleted; `after` null: they were deleted, so they come back).
 */
export const rosterImportChanges = pgTable(
  'roster_import_changes',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => rosterImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    tableName: text('table_name').notNull(),
    /** The table's primary key columns (an array of names); each image holds their values. */
    rowKey: jsonb('row_key').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/**
 * A district's OneRoster REST provider (`server/roster-pull/`): the connection the admin saved, with
 * the client secret sealed (AES-256-GCM under `ROSTER_SECRET_KEY`, never readable through the API),
 * and the last pull's status. A pull acts as `configured_by`, so the import's scope rule (§17.1) is
 * that admin's; while `pull_started_at` is set and `pull_state` is running, no other pull starts.
 */
export const rosterProviders = pgTable('roster_providers', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  /** v1p1 or v1p2. */
  version: text('version').notNull(),
  /** oauth2 (client credentials) or oauth1 (HMAC-SHA1, v1p1 only). */
  authKind: text('auth_kind').notNull(),
  tokenUrl: text('token_url'),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  scope: text('scope'),
  enabled: boolean('enabled').notNull().default(false),
  autoApply: boolean('auto_apply').notNull().default(false),
  maxDeactivatePercent: doublePrecision('max_deactivate_percent').notNull().default(5),
  configuredBy: uuid('configured_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** never, running, succeeded, failed. */
  pullState: text('pull_state').notNull().default('never'),
  pullStartedAt: ts('pull_started_at'),
  pullFinishedAt: ts('pull_finished_at'),
  lastSuccessStartedAt: ts('last_success_started_at'),
  pullMessage: text('pull_message'),
  /** applied, waiting, invalid, no-change. */
  pullOutcome: text('pull_outcome'),
  pullImportId: uuid('pull_import_id').references(() => rosterImports.id, { onDelete: 'set null' }),
  /** bulk or delta. */
  pullMode: text('pull_mode'),
  pullRecords: integer('pull_records'),
});

// ── Family summaries (issue 21, ARCHITECTURE.md §12) ──────────────────────────────────────────
/**
 * A parent's weekly summary mail: one row once they opted in; `enabled` false once they stopped
 * (from the settings or a mail's link). `locale` is the language the mail is written in.
 */
export const familySummarySettings = pgTable(
  'family_summary_settings',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('family_summary_settings_locale_ck', sql`${t.locale} in ('en', 'es')`)],
);

/**
 * One weekly summary mail per parent, child and summarised ISO week (`week`: its Monday, UTC). The
 * primary key is the once-per-week rule: of two instances sending at the same moment, one insert
 * wins and only the winner mails. `token_hash` is the SHA-256 of the mail's unsubscribe token;
 * `time_spent_seconds` is the child's total at sending, from which the next summary tells the week's time.
 */
export const familySummarySends = pgTable(
  'family_summary_sends',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId, t.week] }), uniqueIndex('family_summary_sends_token_uq').on(t.tokenHash)],
);

/**
 * A district's OpenID Connect provider (issue 21, `server/sso/`): staff and parents of the district
 * sign in through it. The client secret is sealed like a roster provider's (`server/secrets/`, bound
 * to the district); `passwordsAllowed` false refuses password sign-in to the district's accounts.
 */
export const ssoProviders = pgTable('sso_providers', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  /** Shown on the sign-in page: "Sign in with <displayName>". */
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  passwordsAllowed: boolean('passwords_allowed').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  configuredBy: uuid('configured_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The email domains of a district's provider (lower-cased): one district per domain, by the primary key. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => ssoProviders.districtId, { onDelete: 'cascade' }),
  },
  (t) => [index('sso_domains_district_idx').on(t.districtId)],
);

/**
 * A sign-in started at the provider and not yet back (single use: the callback deletes it). Keyed by
 * the hash of `state`; `browserHash` binds it to the browser that started it (an httpOnly cookie),
 * so a callback link sent to someone else does not sign them in.
 */
export const ssoFlows = pgTable('sso_flows', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  districtId: uuid('district_id')
    .notNull()
    .references(() => districts.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** A session won at the callback, handed to the sign-in page once (by the hash of a code in the URL fragment) within a minute. */
export const ssoHandoffs = pgTable('sso_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * The data version of each school, and of what belongs to no school (the row of `globalDataScope`,
 * the all-zero id): bumped at the commit (migration 0023) of every transaction with a
 * change that can alter a cached teacher read of that school, and read by the session statement to
 * validate the answers the server keeps ready (ARCHITECTURE.md §19, "Answers kept ready").
 */
export const dataVersions = pgTable('data_versions', {
  schoolId: uuid('school_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A writing transaction's mark while it runs: its deferred constraint trigger bumps the data versions
 * of the schools the transaction noted, as it commits, and deletes the mark (migration 0023).
 */
export const dataVersionCommits = pgTable('data_version_commits', {
  txid: bigint('txid', { mode: 'number' }).primaryKey(),
});
