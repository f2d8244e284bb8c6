/**
 * The one list of where a student's data lives (docs/ARCHITECTURE.md, "Student privacy"). The export
 * writes one file per entry of `studentTables`; the purge deletes each entry's rows and rewrites each
 * of `studentMentions`. `student-tables.test.ts` fails when a table with a foreign key to `students`
 * is missing here, and the purge test walks every table of the database for the id afterwards.
 */
import { type Column, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  bugReports,
  enrollments,
  errorReports,
  gradeScores,
  notifications,
  parentStudents,
  progress,
  progressRollups,
  rosterImportChanges,
  rosterImports,
  rosterLinks,
  students,
  timeSpent,
} from '../db/schema';

/** The text of a column (jsonb included) contains the id. */
const mentions = (column: Column, studentId: string): SQL => sql`position(${studentId} in ${column}::text) > 0`;

export interface StudentTable {
  /** The table's name in the database; the export's `tables/<name>.json`. */
  name: string;
  table: PgTable;
  /** The student's rows of the table, as a condition over its columns. */
  rowsOf(studentId: string): SQL;
  /** A deterministic order of those rows (the export's). */
  orderBy: SQL;
  /** What the rows are, for the export's README.txt. */
  holds: string;
  /** Columns about other people the export leaves out (the purge still deletes the whole row). */
  withheld?: readonly string[];
}

const entry = (table: PgTable, rowsOf: (id: string) => SQL, orderBy: SQL, holds: string, withheld?: readonly string[]): StudentTable => ({
  name: getTableName(table),
  table,
  rowsOf,
  orderBy,
  ...(withheld ? { withheld } : {}),
  holds,
});

/**
 * Every table holding rows about one student, in purge order: dependents first, the student row
 * last. `progress` goes before `enrollments` so that the rollup triggers (migrations 0002, 0003,
 * 0005) subtract the student from the class figures as for any other change.
 */
export const studentTables: readonly StudentTable[] = [
  entry(
    progress,
    (id) => eq(progress.studentId, id),
    sql`${progress.courseInstanceId}, ${progress.contentId}`,
    'one row per class and content item: status, score, time spent (seconds), start, completion and last change',
  ),
  entry(
    gradeScores,
    (id) => eq(gradeScores.studentId, id),
    sql`${gradeScores.courseInstanceId}, ${gradeScores.attributeId}`,
    "the grades a teacher entered, per class and gradebook attribute (value, or the state 'missing'/'excused')",
  ),
  entry(
    enrollments,
    (id) => eq(enrollments.studentId, id),
    sql`${enrollments.courseInstanceId}`,
    'the classes the student is enrolled in, and since when',
  ),
  entry(
    progressRollups,
    (id) => eq(progressRollups.studentId, id),
    sql`${progressRollups.courseInstanceId}`,
    'the progress summed per class (completed and in-progress items, graded count, time spent, last activity)',
  ),
  entry(
    parentStudents,
    (id) => eq(parentStudents.studentId, id),
    sql`${parentStudents.parentId}`,
    'the parent accounts linked to the student',
  ),
  entry(
    notifications,
    (id) => mentions(notifications.link, id),
    sql`${notifications.seq}`,
    "notifications sent to the student's parents about the student (a grade saved)",
  ),
  entry(
    rosterImportChanges,
    (id) =>
      sql`(${mentions(rosterImportChanges.rowKey, id)} or ${mentions(rosterImportChanges.before, id)} or ${mentions(rosterImportChanges.after, id)})`,
    sql`${rosterImportChanges.importId}, ${rosterImportChanges.seq}`,
    "the roster imports' record of the rows they wrote about the student (before and after)",
  ),
  entry(
    rosterLinks,
    (id) => mentions(rosterLinks.localId, id),
    sql`${rosterLinks.districtId}, ${rosterLinks.entity}, ${rosterLinks.sourcedId}`,
    "the student's identifier in the district's roster system (OneRoster sourcedId); the class rows that list the student's enrollments name classmates too, so they are not included",
  ),
  entry(
    auditLog,
    (id) => sql`${auditLog.entity} = 'student' and ${auditLog.entityId} = ${id}`,
    sql`${auditLog.id}`,
    "who read or changed the student's record, and when (this export included)",
    // The address a staff member read the record from is theirs, not the student's.
    ['ip'],
  ),
  entry(
    students,
    (id) => eq(students.id, id),
    sql`${students.id}`,
    "the student's profile: name, student number, school, grade section, deactivation and deletion dates",
  ),
];

/**
 * Columns of other people's records that may name a student's id inside their text (a page path, an
 * audit row of another entity, a roster import's diff). They are not the student's data, so the
 * export leaves them out; the purge replaces the id in them with the purge's reference.
 */
export const studentMentions: readonly Column[] = [
  timeSpent.page,
  errorReports.path,
  errorReports.error,
  bugReports.path,
  bugReports.description,
  bugReports.steps,
  notifications.body,
  auditLog.meta,
  rosterLinks.data,
  rosterImports.diff,
  rosterImports.errors,
];
