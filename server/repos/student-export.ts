/**
 * What a student's export reads (docs/ARCHITECTURE.md, "Student privacy"): the exact rows of every
 * table of `studentTables`, and the same facts joined with names for people (the CSV files).
 * Every function runs inside the export's transaction, after its audit row.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  auditLog,
  contents,
  courseInstances,
  courses,
  districts,
  enrollments,
  gradebookTemplates,
  gradeScores,
  gradeSections,
  grades,
  parentStudents,
  progress,
  progressRollups,
  schools,
  sections,
  students,
  users,
} from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type ExportViewer, studentTables } from './student-tables';

export interface TableRows {
  name: string;
  holds: string;
  /** The rows as the database holds them (`row_to_json`: column names and values as stored). */
  rows: unknown[];
}

const withoutColumns = (row: Record<string, unknown>, columns: readonly string[]) =>
  columns.length ? Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column))) : row;

/** The student's rows of every table of the list (less their withheld columns), each table in its deterministic order. */
export async function studentTableRows(tx: Tx, studentId: string, viewer: ExportViewer): Promise<TableRows[]> {
  const result: TableRows[] = [];
  for (const { name, holds, exported, withheld = [] } of studentTables) {
    const rows = await sqlRows<{ row: Record<string, unknown> }>(tx, exported(studentId, viewer));
    result.push({ name, holds, rows: rows.map((r) => withoutColumns(r.row, withheld)) });
  }
  return result;
}

export async function studentProfile(tx: Tx, studentId: string) {
  const [row] = await tx
    .select({
      student: {
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        studentNumber: students.studentNumber,
        createdAt: students.createdAt,
        deactivatedAt: students.deactivatedAt,
      },
      school: { id: schools.id, name: schools.name, city: schools.city, district: districts.name },
      section: { id: gradeSections.id, name: gradeSections.name, grade: grades.name },
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .leftJoin(gradeSections, eq(gradeSections.id, students.gradeSectionId))
    .leftJoin(grades, eq(grades.id, gradeSections.gradeId))
    .where(eq(students.id, studentId));
  if (!row) return null;
  const parents = await tx
    .select({ name: users.name })
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.parentId))
    .where(eq(parentStudents.studentId, studentId))
    .orderBy(asc(users.name), asc(users.id));
  const { section } = row;
  return {
    student: row.student,
    school: row.school,
    gradeSection: section.id && section.name && section.grade ? { id: section.id, name: section.name, grade: section.grade } : null,
    parents,
  };
}
export type StudentProfile = NonNullable<Awaited<ReturnType<typeof studentProfile>>>;

export function enrollmentLines(tx: Tx, studentId: string) {
  return tx
    .select({
      classId: courseInstances.id,
      course: courses.name,
      teacher: users.name,
      gradeSection: gradeSections.name,
      startDate: courseInstances.startDate,
      enrolledAt: enrollments.enrolledAt,
    })
    .from(enrollments)
    .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(users, eq(users.id, courseInstances.teacherId))
    .innerJoin(gradeSections, eq(gradeSections.id, courseInstances.gradeSectionId))
    .where(eq(enrollments.studentId, studentId))
    .orderBy(asc(courses.name), asc(courseInstances.id));
}
export type EnrollmentLine = Awaited<ReturnType<typeof enrollmentLines>>[number];

export function progressLines(tx: Tx, studentId: string) {
  return tx
    .select({
      classId: progress.courseInstanceId,
      course: courses.name,
      unit: sections.name,
      content: contents.title,
      kind: contents.kind,
      status: progress.status,
      score: progress.score,
      maxScore: contents.maxScore,
      timeSpentSeconds: progress.timeSpentSeconds,
      startedAt: progress.startedAt,
      completedAt: progress.completedAt,
      updatedAt: progress.updatedAt,
    })
    .from(progress)
    .innerJoin(courseInstances, eq(courseInstances.id, progress.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(contents, eq(contents.id, progress.contentId))
    .innerJoin(sections, eq(sections.id, contents.sectionId))
    .where(eq(progress.studentId, studentId))
    .orderBy(asc(courses.name), asc(progress.courseInstanceId), asc(sections.position), asc(contents.position), asc(contents.id));
}
export type ProgressLine = Awaited<ReturnType<typeof progressLines>>[number];

/**
 * An attribute's name, from the class's course template or else the DEFAULT one (where the
 * gradebook finds it too); null when the template no longer has it.
 */
const attributeName = sql<string | null>`(
  select a.value->>'name'
  from ${gradebookTemplates}
  cross join lateral (
    select x.value from jsonb_array_elements(${gradebookTemplates.gradings}) d, jsonb_array_elements(d.value->'attributes') x
    union all
    select y.value from jsonb_array_elements(${gradebookTemplates.unassigned}) y
  ) a
  where (${gradebookTemplates.courseId} = ${courseInstances.courseId} or ${gradebookTemplates.type} = 'DEFAULT')
    and a.value->>'_id' = ${gradeScores.attributeId}
  order by ${gradebookTemplates.courseId} is null
  limit 1)`;

export function gradeLines(tx: Tx, studentId: string) {
  return tx
    .select({
      classId: gradeScores.courseInstanceId,
      course: courses.name,
      attributeId: gradeScores.attributeId,
      attribute: attributeName,
      value: gradeScores.value,
      state: gradeScores.state,
      updatedAt: gradeScores.updatedAt,
      updatedBy: users.name,
    })
    .from(gradeScores)
    .innerJoin(courseInstances, eq(courseInstances.id, gradeScores.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .leftJoin(users, eq(users.id, gradeScores.updatedBy))
    .where(eq(gradeScores.studentId, studentId))
    .orderBy(asc(courses.name), asc(gradeScores.courseInstanceId), asc(gradeScores.attributeId));
}
export type GradeLine = Awaited<ReturnType<typeof gradeLines>>[number];

/** Time spent per class, from the per-class rollup (the sum of the progress rows' time). */
export function classTimeLines(tx: Tx, studentId: string) {
  return tx
    .select({
      classId: progressRollups.courseInstanceId,
      course: courses.name,
      timeSpentSeconds: progressRollups.timeSpentSeconds,
      lastActivityAt: progressRollups.lastActivityAt,
    })
    .from(progressRollups)
    .innerJoin(courseInstances, eq(courseInstances.id, progressRollups.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .where(eq(progressRollups.studentId, studentId))
    .orderBy(asc(courses.name), asc(progressRollups.courseInstanceId));
}
export type ClassTimeLine = Awaited<ReturnType<typeof classTimeLines>>[number];

/** Every audit row about the student, oldest first (this export's own row included). */
export function accessLines(tx: Tx, studentId: string) {
  return tx
    .select({ at: auditLog.at, action: auditLog.action, actor: users.name, actorRole: users.role })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, studentId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
export type AccessLine = Awaited<ReturnType<typeof accessLines>>[number];
