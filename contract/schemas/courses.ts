/**
 * The course consoles (issue 10): the platform-wide catalogue (courses → units → content items),
 * which the super admin edits and every admin reads, and the classes (course instances) of a school
 * with their teacher and enrolled students, which admins manage within their reach.
 */
import { z } from 'zod';
import { pageRequestSchema } from '../http';
import { contentKindSchema } from './teacher';

const count = z.number().int().min(0);
const name = (max: number) => z.string().trim().min(1, { error: 'must not be empty' }).max(max);
const sortDir = z.enum(['asc', 'desc']).default('asc');
const search = z.string().trim().max(100).optional();

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────

/** One course of the catalogue list, with how much hangs on it. */
export const catalogueCourseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  gradeBand: z.string(),
  unitCount: count,
  contentCount: count,
  /** Classes (course instances) that offer it, in every school. */
  classCount: count,
  createdAt: z.string(),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

export const catalogueSorts = ['name', 'units', 'classes', 'createdAt'] as const;
export const catalogueListRequestSchema = pageRequestSchema.extend({
  q: search,
  sort: z.enum(catalogueSorts).default('name'),
  dir: sortDir,
});
export type CatalogueListRequest = z.input<typeof catalogueListRequestSchema>;
export type CatalogueListQuery = z.infer<typeof catalogueListRequestSchema>;

/** A content item in the catalogue's outline: no body (the item's own read has it). */
export const catalogueItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  kind: contentKindSchema,
  position: z.number().int(),
  maxScore: z.number().nullable(),
  minutes: z.number().int(),
  /** Progress rows of students on it (in every class): such an item cannot be deleted. */
  progressCount: count,
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueUnitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  level: z.number().int().min(1).max(5),
  contents: z.array(catalogueItemSchema),
});
export type CatalogueUnit = z.infer<typeof catalogueUnitSchema>;

/** A course with its units in order, each with its items in order. */
export const catalogueCourseDetailSchema = catalogueCourseSchema.extend({
  units: z.array(catalogueUnitSchema),
  /** Progress rows of students in the classes of this course. */
  progressCount: count,
});
export type CatalogueCourseDetail = z.infer<typeof catalogueCourseDetailSchema>;

export const courseInputSchema = z.strictObject({
  name: name(200),
  description: z.string().trim().max(4000).default(''),
  gradeBand: z.string().trim().max(40).default(''),
});
export type CourseInput = z.input<typeof courseInputSchema>;

export const unitInputSchema = z.strictObject({
  name: name(200),
  description: z.string().trim().max(4000).default(''),
  /** One of the five colour levels. */
  level: z.number().int().min(1).max(5),
});
export type UnitInput = z.input<typeof unitInputSchema>;

/** A content item as written: Markdown with TeX; graded kinds (everything but a lesson) carry a max score. */
export const contentInputSchema = z
  .strictObject({
    title: name(200),
    kind: contentKindSchema,
    body: z.string().max(100_000),
    maxScore: z.number().positive().max(10_000).nullable().default(null),
    minutes: z.number().int().min(1).max(600).default(15),
  })
  .refine((item) => (item.kind === 'lesson') === (item.maxScore === null), {
    error: 'a lesson has no max score; an activity, lab or quiz needs one',
    path: ['maxScore'],
  });
export type ContentInput = z.input<typeof contentInputSchema>;

export const moveSchema = z.strictObject({ direction: z.enum(['up', 'down']) });
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

/** What a deletion took with it. */
export const removedSchema = z.object({ units: count, contents: count });

// ── Classes ──────────────────────────────────────────────────────────────────────────────────

const ref = z.object({ _id: z.string(), name: z.string() });

/** A school the admin may manage classes in. */
export const classSchoolSchema = z.object({ _id: z.string(), name: z.string(), districtName: z.string() });
export type ClassSchool = z.infer<typeof classSchoolSchema>;

/** A class (course instance) as the admin's list shows it. */
export const adminClassSchema = z.object({
  _id: z.string(),
  _course: ref,
  teacher: ref,
  gradeSection: ref,
  school: ref,
  startDate: z.string(),
  studentCount: count,
});
export type AdminClass = z.infer<typeof adminClassSchema>;

/** The class's page: also what deleting it would remove. */
export const adminClassDetailSchema = adminClassSchema.extend({
  /** Progress rows of the class (every student who was ever in it). */
  progressCount: count,
  /** Gradebook scores of the class. */
  gradeCount: count,
});
export type AdminClassDetail = z.infer<typeof adminClassDetailSchema>;

export const classSorts = ['course', 'teacher', 'gradeSection', 'students', 'startDate'] as const;
export const classListRequestSchema = pageRequestSchema.extend({
  q: search,
  sort: z.enum(classSorts).default('course'),
  dir: sortDir,
});
export type ClassListRequest = z.input<typeof classListRequestSchema>;
export type ClassListQuery = z.infer<typeof classListRequestSchema>;

/** What a class can be made of in one school: its teachers, its grade sections and the catalogue. */
export const classOptionsSchema = z.object({
  teachers: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  gradeSections: z.array(z.object({ _id: z.string(), name: z.string(), grade: z.string() })),
  courses: z.array(ref),
});
export type ClassOptions = z.infer<typeof classOptionsSchema>;

const idField = z.uuid({ error: 'must be a valid id' });

export const classCreateSchema = z.strictObject({
  courseId: idField,
  gradeSectionId: idField,
  teacherId: idField,
  startDate: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
});
export type ClassCreate = z.infer<typeof classCreateSchema>;

export const classTeacherSchema = z.strictObject({ teacherId: idField });

/** A student of the class's school, and whether they are in the class. */
export const classStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  gradeSection: z.string().nullable(),
  enrolled: z.boolean(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classStudentsRequestSchema = pageRequestSchema.extend({
  q: search,
  /** `enrolled`: the class's students; `available`: the school's active students not in it. */
  show: z.enum(['enrolled', 'available']).default('enrolled'),
});
export type ClassStudentsRequest = z.input<typeof classStudentsRequestSchema>;
export type ClassStudentsQuery = z.infer<typeof classStudentsRequestSchema>;

export const studentIdsSchema = z.strictObject({ studentIds: z.array(idField).min(1).max(200) });

export const classDeletedSchema = z.object({ enrollments: count, progress: count, grades: count });
