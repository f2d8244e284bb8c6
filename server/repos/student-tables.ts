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
  enrolledStudents,
  enrollments,
  errorReports,
  familySummarySends,
  gradeScores,
  notifications,
  parentStudents,
  progress,
  progressRollups,
  rosterImportChanges,
  rosterImports,
  rosterLinks,
  studentActivityYears,
  students,
  timeSpent,
} from '../db/schema';

/** The text of a column (jsonb included) contains the id. */
const mentions = (column: Column, studentId: string): SQL => sql`position(${studentId} in ${column}::text) > 0`;

/**
 * Who takes the export: a parent (reach `child`) or an admin (reach `student`). Rows that are about
 * the student but addressed to one person (a notification) go to that person's own export only.
 */
export type ExportViewer = { kind: 'parent'; parentId: string } | { kind: 'admin' };

/**
 * The tables whose rows a roster import's change log may hold, with the column that names the
 * student in a row image of that table. An image of any other table (a class, a teacher, a
 * classmate's enrollment link) is never the student's own row.
 */
const studentColumnOfImages: Record<string, string> = {
  students: 'id',
  enrollments: 'student_id',
  parent_students: 'student_id',
  progress: 'student_id',
  progress_rollups: 'student_id',
  grade_scores: 'student_id',
  roster_links: 'local_id',
};

/** An SQL boolean over one row image `image` (jsonb) of table `tableName`: it is the student's own row. */
function ownImage(tableName: Column, image: SQL, studentId: string): SQL {
  const cases = Object.entries(studentColumnOfImages).map(([name, column]) =>
    name === 'roster_links'
      ? // A person's link names them; an enrollment link `classId|studentId` names its student; a
        // class's folded enrollment links (data holds every classmate) name the class only.
        sql`when ${name} then (${image}->>${column} = ${studentId} or ${image}->>${column} like ${`%|${studentId}`})`
      : sql`when ${name} then ${image}->>${column} = ${studentId}`,
  );
  return sql`(case ${tableName} ${sql.join(cases, sql` `)} else false end)`;
}

/** The student's own images of a change log's image array (null when none), in their logged order. */
function ownImages(tableName: Column, images: Column, studentId: string): SQL {
  return sql`(select jsonb_agg(i.image order by i.n) from jsonb_array_elements(case when jsonb_typeof(${images}) = 'array' then ${images} else '[]'::jsonb end) with ordinality as i(image, n) where ${ownImage(tableName, sql`i.image`, studentId)})`;
}

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
  /**
   * What the export reads of the table, by construction the student's own rows only: a query of one
   * column `row` (json), keyed on the student's id and the viewer. The default is the whole row of
   * each of `rowsOf`; a table whose rows may also hold other people's data narrows it here.
   */
  exported(studentId: string, viewer: ExportViewer): SQL;
}

interface Narrowing {
  withheld?: readonly string[];
  /** A further condition on the rows this viewer takes (default: every row of `rowsOf`). */
  exportedRows?: (studentId: string, viewer: ExportViewer) => SQL;
  /** The exported image of one row (default: the whole row). */
  image?: (studentId: string) => SQL;
}

const entry = (table: PgTable, rowsOf: (id: string) => SQL, orderBy: SQL, holds: string, narrowing: Narrowing = {}): StudentTable => ({
  name: getTableName(table),
  table,
  rowsOf,
  orderBy,
  ...(narrowing.withheld ? { withheld: narrowing.withheld } : {}),
  holds,
  exported: (studentId, viewer) =>
    sql`select ${narrowing.image?.(studentId) ?? sql`row_to_json(${table})`} as row from ${table}
      where ${rowsOf(studentId)} and ${narrowing.exportedRows?.(studentId, viewer) ?? sql`true`} order by ${orderBy}`,
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
    enrolledStudents,
    (id) => eq(enrolledStudents.studentId, id),
    sql`${enrolledStudents.schoolId}, ${enrolledStudents.gradeId}`,
    "the schools and grades the student's classes count them in (kept from the enrollments, for the completion figures)",
  ),
  entry(
    familySummarySends,
    (id) => eq(familySummarySends.studentId, id),
    sql`${familySummarySends.parentId}, ${familySummarySends.week}`,
    "the weekly summary mails about the student sent to a parent who asked for them (week, the total time then); a parent's export holds their own",
    {
      // The hash of the mail's stop link is the parent's, not the student's.
      withheld: ['token_hash'],
      exportedRows: (_, viewer) => (viewer.kind === 'parent' ? eq(familySummarySends.parentId, viewer.parentId) : sql`true`),
    },
  ),
  entry(
    studentActivityYears,
    (id) => eq(studentActivityYears.studentId, id),
    sql`${studentActivityYears.schoolId}, ${studentActivityYears.year}`,
    'the days of each year with a change to the progress, per school of the class (day k of the year is bit k % 64 of word w(k / 64))',
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
    "notifications sent to the student's parents about the student (a grade saved); a parent's export holds their own",
    { exportedRows: (_, viewer) => (viewer.kind === 'parent' ? eq(notifications.userId, viewer.parentId) : sql`true`) },
  ),
  entry(
    rosterImportChanges,
    (id) =>
      sql`(${mentions(rosterImportChanges.rowKey, id)} or ${mentions(rosterImportChanges.before, id)} or ${mentions(rosterImportChanges.after, id)})`,
    sql`${rosterImportChanges.importId}, ${rosterImportChanges.seq}`,
    "the roster imports' record of the rows they wrote about the student (before and after), the student's own rows of each batch only",
    {
      // An entry logs a whole batch (up to thousands of rows, most of them classmates'): only the
      // student's own images leave, so a batch that holds none of them is left out.
      exportedRows: (studentId) =>
        sql`coalesce(${ownImages(rosterImportChanges.tableName, rosterImportChanges.before, studentId)}, ${ownImages(rosterImportChanges.tableName, rosterImportChanges.after, studentId)}) is not null`,
      image: (studentId) => {
        const before = ownImages(rosterImportChanges.tableName, rosterImportChanges.before, studentId);
        const after = ownImages(rosterImportChanges.tableName, rosterImportChanges.after, studentId);
        return sql`json_build_object('import_id', ${rosterImportChanges.importId}, 'seq', ${rosterImportChanges.seq},
          'table_name', ${rosterImportChanges.tableName}, 'row_key', ${rosterImportChanges.rowKey}, 'before', ${before}, 'after', ${after})`;
      },
    },
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
    { withheld: ['ip'] },
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
