import { z } from 'zod';
import { idSchema, pageRequestSchema } from '../http';
import { emailSchema } from './user';

/**
 * The people consoles (teachers, students, parents) of the admin areas. Every list is paged,
 * searched (`q`) and sorted (`sort`, `dir`) on the server, within the caller's reach.
 */

export const sortDirSchema = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof sortDirSchema>;

/** Active: may sign in (users) or is on the roll (students); deactivated: soft-removed, reversible. */
export const personStatusSchema = z.enum(['active', 'deactivated', 'all']);
export type PersonStatus = z.infer<typeof personStatusSchema>;

const personName = z.string().trim().min(1).max(120);

/** The body of the teacher and parent lists. */
function accountListRequest<S extends readonly [string, ...string[]]>(sortKeys: S) {
  return pageRequestSchema.extend({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortKeys).default(sortKeys[0]),
    dir: sortDirSchema.default('asc'),
    /** Only people of this school (out of reach: an empty page, like an unknown id). */
    schoolId: idSchema.optional(),
    status: personStatusSchema.default('all'),
  });
}

export const teacherSortKeys = ['name', 'email', 'createdAt', 'classCount'] as const;
export const teacherListRequestSchema = accountListRequest(teacherSortKeys);
export type TeacherListRequest = z.input<typeof teacherListRequestSchema>;
export type TeacherSort = (typeof teacherSortKeys)[number];

export const parentSortKeys = ['name', 'email', 'createdAt', 'childCount'] as const;
export const parentListRequestSchema = accountListRequest(parentSortKeys);
export type ParentListRequest = z.input<typeof parentListRequestSchema>;
export type ParentSort = (typeof parentSortKeys)[number];

export const studentSortKeys = ['name', 'studentNumber', 'school', 'gradeSection', 'createdAt'] as const;
export type StudentSort = (typeof studentSortKeys)[number];
/** The body of the student list (shared with the privacy page, which sends only `q` and the page). */
export const studentListRequestSchema = pageRequestSchema.extend({
  /** Part of the name ("first last" too) or of the student number. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(studentSortKeys).default('name'),
  dir: sortDirSchema.default('asc'),
  schoolId: idSchema.optional(),
  gradeSectionId: idSchema.optional(),
  status: personStatusSchema.default('all'),
});
export type StudentListRequest = z.input<typeof studentListRequestSchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

/** A school the caller reaches, with its grade sections: the options of the school and section pickers. */
export const peopleSchoolOptionSchema = ref.extend({
  district: ref,
  gradeSections: z.array(ref),
});
export type PeopleSchoolOption = z.infer<typeof peopleSchoolOptionSchema>;

// ── Teachers ────────────────────────────────────────────────────────────────────────────────
export const teacherRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** Their schools the caller reaches. */
  schools: z.array(ref),
  /** Classes they teach in those schools. */
  classCount: z.number().int(),
});
export type TeacherRow = z.infer<typeof teacherRowSchema>;

export const taughtClassSchema = z.object({
  _id: z.string(),
  course: z.string(),
  school: ref,
  gradeSection: z.string(),
  startDate: z.string(),
  studentCount: z.number().int(),
});
export type TaughtClass = z.infer<typeof taughtClassSchema>;

export const teacherDetailSchema = teacherRowSchema.extend({
  classes: z.array(taughtClassSchema),
  /** How many of their schools the caller does not reach (not named). */
  otherSchoolCount: z.number().int(),
  /**
   * Whether the caller reaches every school of theirs: account-wide changes (edit, deactivate,
   * delete) need that, so one school's admin never changes an account another school relies on.
   */
  manageable: z.boolean(),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

export const accountUpdateSchema = z.strictObject({ name: personName, email: emailSchema });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const schoolChoiceSchema = z.strictObject({ schoolId: idSchema });
export const accountStatusSchema = z.strictObject({ active: z.boolean() });

// ── Students ────────────────────────────────────────────────────────────────────────────────
const studentNumberSchema = z.string().trim().min(1).max(40);

export const studentCreateSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  studentNumber: studentNumberSchema,
  schoolId: idSchema,
  /** A grade section of that school (400 on `body.gradeSectionId` otherwise), or none yet. */
  gradeSectionId: idSchema.nullable().default(null),
});
export type StudentCreate = z.input<typeof studentCreateSchema>;

/** Any of the fields; moving to another grade section is `{ gradeSectionId }` alone. */
export const studentUpdateSchema = z.strictObject({
  firstName: personName.optional(),
  lastName: personName.optional(),
  studentNumber: studentNumberSchema.optional(),
  gradeSectionId: idSchema.nullable().optional(),
});
export type StudentUpdate = z.infer<typeof studentUpdateSchema>;

export const linkedParentSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), disabled: z.boolean() });
export const enrolledClassSchema = z.object({ _id: z.string(), course: z.string(), teacher: z.string() });

export const studentDetailSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  school: ref,
  gradeSection: ref.nullable(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
  deletionDueAt: z.string().nullable(),
  parents: z.array(linkedParentSchema),
  classes: z.array(enrolledClassSchema),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

// ── Parents ─────────────────────────────────────────────────────────────────────────────────
export const childRefSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  school: ref,
  gradeSection: z.string().nullable(),
});
export type ChildRef = z.infer<typeof childRefSchema>;

export const parentRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** Their children the caller reaches. */
  children: z.array(childRefSchema),
});
export type ParentRow = z.infer<typeof parentRowSchema>;

export const parentDetailSchema = parentRowSchema.extend({
  /** How many of their children the caller does not reach (not named). */
  otherChildCount: z.number().int(),
  /** Whether the caller reaches every child of theirs (needed for account-wide changes). */
  manageable: z.boolean(),
});
export type ParentDetail = z.infer<typeof parentDetailSchema>;

export const parentCreateSchema = z.strictObject({
  name: personName,
  email: emailSchema,
  /** At least one child in reach, linked at once (so the new parent is reachable by whoever made them). */
  studentIds: z.array(idSchema).min(1).max(20),
});
export type ParentCreate = z.infer<typeof parentCreateSchema>;

export const parentCreatedSchema = z.object({
  parent: parentDetailSchema,
  /** Shown once to the admin, never stored in clear and never sent again. */
  temporaryPassword: z.string(),
});
export type ParentCreated = z.infer<typeof parentCreatedSchema>;

export const childChoiceSchema = z.strictObject({ studentId: idSchema });
