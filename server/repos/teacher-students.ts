import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PerformanceSeries, StudentClass, StudentProfile, StudentProgress, StudentSummary } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import {
  contents,
  courseInstances,
  courses,
  enrollments,
  gradeSections,
  grades,
  parentStudents,
  progress,
  progressItemRollups,
  progressRollups,
  schools,
  sections,
  students,
  users,
} from '../db/schema';
import { preparedRows } from '../db/sql-rows';
import { isoOrNull, meanRatio, percentOf, progressSums, ratioPercent, rollupSums, scoreRatio } from './teacher-figures';

type SummaryRow = Pick<typeof students.$inferSelect, 'id' | 'firstName' | 'lastName' | 'studentNumber'> & {
  slots: number;
  completed: number;
  score: number | null;
  seconds: number;
  last: Date | string | null;
};

/**
 * Student rows with progress over the enrollments matching `where` (over enrollments, optionally
 * with course_instances and students joined when `withClassAndStudent`): completion = completed
 * items / Σ items of those classes. One statement, whatever the number of students.
 *
 * Typed raw SQL rather than the query builder, by measurement: building these five CTEs with the
 * builder cost ~3–4 ms per roster on the large school (PGlite, 11.9–15.3 ms against 7.8–11.0 ms for
 * the same SQL), more than the query itself. Names come from the schema objects all the same.
 */
async function studentSummaries(db: Db, where: SQL | undefined, withClassAndStudent = false): Promise<StudentSummary[]> {
  const joins = withClassAndStudent
    ? sql`join ${courseInstances} on ${courseInstances.id} = ${enrollments.courseInstanceId}
        join ${students} on ${students.id} = ${enrollments.studentId}`
    : sql``;
  const r = progressRollups;
  const sums = rollupSums({
    completed: sql`per_class.completed`,
    scoreRatioSum: sql`per_class.score_ratio_sum`,
    scoredCount: sql`per_class.scored_count`,
    timeSpentSeconds: sql`per_class.seconds`,
    lastActivityAt: sql`per_class.last`,
  });
  const rows = await preparedRows(
    db,
    sql<SummaryRow>`
    with en as (
      select ${enrollments.studentId} as student_id, ${enrollments.courseInstanceId} as course_instance_id
      from ${enrollments} ${joins}
      where ${where ?? sql`true`}
    ),
    items as (
      select ${courseInstances.id} as id, count(${contents.id})::int as items
      from ${courseInstances} left join ${contents} on ${contents.courseId} = ${courseInstances.courseId}
      where ${courseInstances.id} in (select course_instance_id from en)
      group by ${courseInstances.id}
    ),
    slots as (
      select en.student_id, sum(items.items)::int as slots
      from en join items on items.id = en.course_instance_id
      group by en.student_id
    ),
    -- The rollup rows (one per class and student) of those enrollments, summed per student below.
    -- Lateral per class: one primary-key range each, not a scan of the whole rollup table.
    per_class as (
      select rr.student_id, rr.completed, rr.score_ratio_sum, rr.scored_count, rr.seconds, rr.last
      from items
      cross join lateral (
        select ${r.courseInstanceId} as course_instance_id, ${r.studentId} as student_id, ${r.completed} as completed,
          ${r.scoreRatioSum} as score_ratio_sum, ${r.scoredCount} as scored_count,
          ${r.timeSpentSeconds}::float8 as seconds, ${r.lastActivityAt} as last
        from ${r} where ${r.courseInstanceId} = items.id
      ) rr
      join en on en.course_instance_id = rr.course_instance_id and en.student_id = rr.student_id
    ),
    pr as (
      select per_class.student_id, ${sums.completed} as completed, ${sums.score} as score, ${sums.seconds} as seconds, ${sums.last} as last
      from per_class
      group by per_class.student_id
    )
    select ${students.id} as "id", ${students.firstName} as "firstName", ${students.lastName} as "lastName",
      ${students.studentNumber} as "studentNumber", slots.slots, coalesce(pr.completed, 0) as completed, pr.score,
      coalesce(pr.seconds, 0) as seconds, pr.last
    from slots
    join ${students} on ${students.id} = slots.student_id
    left join pr on pr.student_id = slots.student_id
    order by ${students.lastName}, ${students.firstName}, ${students.id}`,
  );
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    studentNumber: row.studentNumber,
    completion: percentOf(row.completed, row.slots),
    averageScore: ratioPercent(row.score),
    timeSpentSeconds: Math.round(row.seconds),
    completedCount: row.completed,
    lastActivityAt: isoOrNull(row.last),
  }));
}

/** A class roster with each student's progress in that class. */
export function classRoster(db: Db, instanceId: string): Promise<StudentSummary[]> {
  return studentSummaries(db, eq(enrollments.courseInstanceId, instanceId));
}

/** Students of a grade section enrolled in the teacher's classes of that school, with progress over those classes. */
export function gradeSectionStudents(db: Db, teacherId: string, schoolId: string, sectionId: string): Promise<StudentSummary[]> {
  return studentSummaries(
    db,
    and(eq(courseInstances.teacherId, teacherId), eq(courseInstances.schoolId, schoolId), eq(students.gradeSectionId, sectionId)),
    true,
  );
}

/**
 * The teacher's classes a student is in (call after `openStudentRecord`), as the body of a CTE
 * `mine` (id, course_id, course_name, grade_section).
 *
 * The student-detail statements below are typed raw SQL rather than the query builder, by
 * measurement: on the large school (PostgreSQL) the builder versions took 7–17 ms against 5–7 ms
 * (profile), 9.5–10 against 5 (progress), 14–17 against 10–12 (performance): building them in JS
 * cost more than running them. Names come from the schema objects, so a rename fails the compile.
 */
const teacherClassesOf = (teacherId: string, studentId: string) => sql`
  select ${courseInstances.id} as id, ${courseInstances.courseId} as course_id, ${courses.name} as course_name,
    ${gradeSections.name} as grade_section
  from ${enrollments}
  join ${courseInstances} on ${courseInstances.id} = ${enrollments.courseInstanceId}
  join ${courses} on ${courses.id} = ${courseInstances.courseId}
  join ${gradeSections} on ${gradeSections.id} = ${courseInstances.gradeSectionId}
  where ${enrollments.studentId} = ${studentId} and ${courseInstances.teacherId} = ${teacherId}`;

/** A row of `mine` as the statements below answer it. */
interface MineRow {
  instanceId: string;
  courseId: string;
  courseName: string;
  gradeSection: string;
}
const mineColumns = sql`mine.id as "instanceId", mine.course_id as "courseId", mine.course_name as "courseName", mine.grade_section as "gradeSection"`;

type ProfileRow = Pick<typeof students.$inferSelect, 'id' | 'firstName' | 'lastName' | 'studentNumber'> & {
  schoolId: string;
  schoolName: string;
  gradeSectionId: string | null;
  gradeSectionName: string | null;
  gradeId: string | null;
  gradeLevel: string | null;
  gradeName: string | null;
  parents: StudentProfile['parents'] | string;
};

type StudentClassRow = MineRow & { items: number; completed: number; score: number | null; seconds: number; last: Date | string | null };

/** A student's profile and the teacher's classes the student is in, with progress in each. */
export async function studentProfile(db: Db, teacherId: string, studentId: string): Promise<StudentProfile | undefined> {
  const [profile] = await preparedRows(
    db,
    sql<ProfileRow>`
    select ${students.id} as id, ${students.firstName} as "firstName", ${students.lastName} as "lastName",
      ${students.studentNumber} as "studentNumber", ${schools.id} as "schoolId", ${schools.name} as "schoolName",
      ${gradeSections.id} as "gradeSectionId", ${gradeSections.name} as "gradeSectionName",
      ${grades.id} as "gradeId", ${grades.level} as "gradeLevel", ${grades.name} as "gradeName",
      coalesce((
        select json_agg(json_build_object('_id', ${users.id}, 'name', ${users.name}, 'email', ${users.email}) order by ${users.name})
        from ${parentStudents} join ${users} on ${users.id} = ${parentStudents.parentId}
        where ${parentStudents.studentId} = ${students.id}
      ), '[]'::json) as parents
    from ${students}
    join ${schools} on ${schools.id} = ${students.schoolId}
    left join ${gradeSections} on ${gradeSections.id} = ${students.gradeSectionId}
    left join ${grades} on ${grades.id} = ${gradeSections.gradeId}
    where ${students.id} = ${studentId}`,
  );
  if (!profile) return undefined;
  const r = progressRollups;
  const classes = await preparedRows(
    db,
    sql<StudentClassRow>`
    with mine as (${teacherClassesOf(teacherId, studentId)})
    select ${mineColumns}, it.items, coalesce(${r.completed}, 0) as completed,
      ${meanRatio(r.scoreRatioSum, r.scoredCount)} as score,
      coalesce(${r.timeSpentSeconds}, 0)::float8 as seconds, ${r.lastActivityAt} as last
    from mine
    cross join lateral (select count(*)::int as items from ${contents} where ${contents.courseId} = mine.course_id) it
    -- The student's rollup row of the class (none before any progress).
    left join ${r} on ${r.courseInstanceId} = mine.id and ${r.studentId} = ${studentId}
    order by mine.course_name, mine.grade_section, mine.id`,
  );
  const parentList = typeof profile.parents === 'string' ? (JSON.parse(profile.parents) as StudentProfile['parents']) : profile.parents;
  return {
    _id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    studentNumber: profile.studentNumber,
    school: { _id: profile.schoolId, name: profile.schoolName },
    gradeSection:
      profile.gradeSectionId && profile.gradeSectionName && profile.gradeId && profile.gradeLevel && profile.gradeName
        ? {
            _id: profile.gradeSectionId,
            name: profile.gradeSectionName,
            grade: { _id: profile.gradeId, level: profile.gradeLevel, name: profile.gradeName },
          }
        : null,
    parents: parentList,
    courses: classes.map(
      (c): StudentClass => ({
        _id: c.instanceId,
        _course: { _id: c.courseId, name: c.courseName },
        gradeSection: c.gradeSection,
        completion: percentOf(c.completed, c.items),
        averageScore: ratioPercent(c.score),
        timeSpentSeconds: Math.round(c.seconds),
        lastActivityAt: isoOrNull(c.last),
      }),
    ),
  };
}

type ProgressRow = MineRow &
  Pick<typeof sections.$inferSelect, 'position' | 'level'> & {
    sectionId: string;
    sectionName: string;
    items: number;
    completed: number;
    graded: number;
    score: number | null;
    seconds: number;
  };

/** A student's progress per class of the teacher, per unit: one statement, shaped here. */
export async function studentProgress(db: Db, teacherId: string, studentId: string): Promise<StudentProgress> {
  const sums = progressSums(progress, contents);
  const rows = await preparedRows(
    db,
    sql<ProgressRow>`
    with mine as (${teacherClassesOf(teacherId, studentId)}),
    pr as (
      select ${progress.courseInstanceId} as course_instance_id, ${contents.sectionId} as section_id,
        ${sums.completed} as completed, ${sums.graded} as graded, ${sums.score} as score, ${sums.seconds} as seconds
      from ${progress}
      join mine on mine.id = ${progress.courseInstanceId}
      join ${contents} on ${contents.id} = ${progress.contentId}
      where ${progress.studentId} = ${studentId}
      group by ${progress.courseInstanceId}, ${contents.sectionId}
    )
    select ${mineColumns}, ${sections.id} as "sectionId", ${sections.name} as "sectionName", ${sections.position} as position,
      ${sections.level} as level,
      (select count(*) from ${contents} where ${contents.sectionId} = ${sections.id})::int as items,
      coalesce(pr.completed, 0) as completed, coalesce(pr.graded, 0) as graded, pr.score, coalesce(pr.seconds, 0) as seconds
    from mine
    join ${sections} on ${sections.courseId} = mine.course_id
    left join pr on pr.course_instance_id = mine.id and pr.section_id = ${sections.id}
    order by mine.course_name, mine.grade_section, mine.id, ${sections.position}, ${sections.id}`,
  );
  const byClass = new Map<string, { head: ProgressRow; rows: ProgressRow[] }>();
  for (const row of rows) {
    const entry = byClass.get(row.instanceId);
    if (entry) entry.rows.push(row);
    else byClass.set(row.instanceId, { head: row, rows: [row] });
  }
  return [...byClass.values()].map(({ head, rows: units }) => {
    const items = units.reduce((n, u) => n + u.items, 0);
    const completed = units.reduce((n, u) => n + u.completed, 0);
    const graded = units.reduce((n, u) => n + u.graded, 0);
    // The class-level score is the mean over all graded items: the units' means weighted by their graded counts.
    const scoreSum = units.reduce((n, u) => n + (u.score ?? 0) * u.graded, 0);
    return {
      courseInstance: { _id: head.instanceId, _course: { _id: head.courseId, name: head.courseName }, gradeSection: head.gradeSection },
      completion: percentOf(completed, items),
      averageScore: graded > 0 ? ratioPercent(scoreSum / graded) : null,
      timeSpentSeconds: Math.round(units.reduce((n, u) => n + u.seconds, 0)),
      sections: units.map((u) => ({
        _id: u.sectionId,
        name: u.sectionName,
        position: u.position,
        level: u.level,
        contentCount: u.items,
        completedCount: u.completed,
        completion: percentOf(u.completed, u.items),
        averageScore: ratioPercent(u.score),
        timeSpentSeconds: Math.round(u.seconds),
      })),
    };
  });
}

export type PerformanceKind = 'activity' | 'lab' | 'quiz';

type PointRow = MineRow & {
  contentId: string | null;
  title: string | null;
  sectionId: string | null;
  sectionName: string | null;
  sectionPosition: number | null;
  ratio: number | null;
  classRatio: number | null;
  completedAt: Date | string | null;
};

/**
 * A student's scored items of one kind per class of the teacher, in course order, each against
 * the class average on the same item (enrolled students with a score, from `progress_item_rollups`).
 * Every class appears, with an empty series when nothing of that kind is scored yet.
 */
export async function studentPerformance(db: Db, teacherId: string, studentId: string, kind: PerformanceKind): Promise<PerformanceSeries> {
  const ratio = scoreRatio(progress.score, contents.maxScore);
  const ir = progressItemRollups;
  const rows = await preparedRows(
    db,
    sql<PointRow>`
    with mine as (${teacherClassesOf(teacherId, studentId)}),
    pts as (
      select ${progress.courseInstanceId} as course_instance_id, ${contents.id} as content_id, ${contents.title} as title,
        ${contents.position} as position, ${contents.maxScore} as max_score,
        ${sections.id} as section_id, ${sections.name} as section_name, ${sections.position} as section_position,
        ${ratio} as ratio, ${progress.completedAt} as completed_at
      from ${progress}
      join mine on mine.id = ${progress.courseInstanceId}
      join ${contents} on ${contents.id} = ${progress.contentId}
      join ${sections} on ${sections.id} = ${contents.sectionId}
      where ${progress.studentId} = ${studentId} and ${contents.kind} = ${kind} and ${ratio} is not null
    )
    select ${mineColumns}, pts.content_id as "contentId", pts.title, pts.section_id as "sectionId", pts.section_name as "sectionName",
      pts.section_position as "sectionPosition", pts.ratio, ${meanRatio(ir.scoreRatioSum, ir.scoredCount)} as "classRatio", pts.completed_at as "completedAt"
    from mine
    left join pts on pts.course_instance_id = mine.id
    -- The class average on the same item (enrolled students with a score): one rollup row per class and item.
    left join ${ir} on ${ir.courseInstanceId} = pts.course_instance_id and ${ir.contentId} = pts.content_id
    order by mine.course_name, mine.grade_section, mine.id, pts.section_position, pts.position, pts.content_id`,
  );
  const series = new Map<string, PerformanceSeries[number]>();
  for (const r of rows) {
    let entry = series.get(r.instanceId);
    if (!entry) {
      entry = {
        courseInstance: { _id: r.instanceId, _course: { _id: r.courseId, name: r.courseName }, gradeSection: r.gradeSection },
        points: [],
      };
      series.set(r.instanceId, entry);
    }
    if (r.contentId === null || r.sectionId === null) continue; // a class with nothing scored yet
    entry.points.push({
      contentId: r.contentId,
      title: r.title ?? '',
      unit: { _id: r.sectionId, name: r.sectionName ?? '', position: r.sectionPosition ?? 0 },
      score: ratioPercent(r.ratio) ?? 0,
      classAverage: ratioPercent(r.classRatio),
      completedAt: isoOrNull(r.completedAt),
    });
  }
  return [...series.values()];
}
