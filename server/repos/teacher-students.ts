import { type SQL, sql } from 'drizzle-orm';
import type { PerformanceSeries, StudentClass, StudentProfile, StudentProgress, StudentSummary } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { isoOrNull, percentOf, queryRow, queryRows, ratioPercent } from './teacher-sql';

interface SummaryRow {
  id: string;
  firstName: string;
  lastName: string;
  studentNumber: string;
  slots: number;
  completed: number;
  score: number | null;
  seconds: number;
  last: Date | string | null;
}

/**
 * Student rows with progress over a set of enrollments `enrolled` (a query answering
 * `student_id, course_instance_id`): completion = completed items / Σ items of those classes.
 * One statement, whatever the number of students.
 */
async function studentSummaries(db: Db, enrolled: SQL): Promise<StudentSummary[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
    with en as (${enrolled}),
    items as (
      select ci.id, count(c.id)::int as items
      from course_instances ci left join contents c on c.course_id = ci.course_id
      where ci.id in (select course_instance_id from en)
      group by ci.id
    ),
    slots as (
      select en.student_id, sum(items.items)::int as slots
      from en join items on items.id = en.course_instance_id
      group by en.student_id
    ),
    -- The rollup rows (one per class and student) of those enrollments, summed per student below.
    -- Lateral per class: one primary-key range each, not a scan of the whole rollup table.
    per_class as (
      select r.course_instance_id, r.student_id, r.completed, r.scored_count as graded, r.score_ratio_sum as ratio_sum,
        r.time_spent_seconds::float8 as seconds, r.last_activity_at as last
      from items
      cross join lateral (select * from progress_rollups r where r.course_instance_id = items.id) r
      join en on en.course_instance_id = r.course_instance_id and en.student_id = r.student_id
    ),
    pr as (
      select pc.student_id, sum(pc.completed)::int as completed,
        (sum(pc.ratio_sum) / nullif(sum(pc.graded), 0))::float8 as score,
        sum(pc.seconds)::float8 as seconds, max(pc.last) as last
      from per_class pc
      group by pc.student_id
    )
    select st.id, st.first_name as "firstName", st.last_name as "lastName", st.student_number as "studentNumber",
      slots.slots, coalesce(pr.completed, 0) as completed, pr.score, coalesce(pr.seconds, 0) as seconds, pr.last
    from slots
    join students st on st.id = slots.student_id
    left join pr on pr.student_id = slots.student_id
    order by st.last_name, st.first_name, st.id`,
  );
  return rows.map((r) => ({
    _id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    studentNumber: r.studentNumber,
    completion: percentOf(r.completed, r.slots),
    averageScore: ratioPercent(r.score),
    timeSpentSeconds: Math.round(r.seconds),
    completedCount: r.completed,
    lastActivityAt: isoOrNull(r.last),
  }));
}

/** A class roster with each student's progress in that class. */
export function classRoster(db: Db, instanceId: string): Promise<StudentSummary[]> {
  return studentSummaries(db, sql`select e.student_id, e.course_instance_id from enrollments e where e.course_instance_id = ${instanceId}`);
}

/** Students of a grade section enrolled in the teacher's classes of that school, with progress over those classes. */
export function gradeSectionStudents(db: Db, teacherId: string, schoolId: string, sectionId: string): Promise<StudentSummary[]> {
  return studentSummaries(
    db,
    sql`select e.student_id, e.course_instance_id
      from enrollments e
      join course_instances ci on ci.id = e.course_instance_id
      join students st on st.id = e.student_id
      where ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId} and st.grade_section_id = ${sectionId}`,
  );
}

interface ProfileRow {
  id: string;
  firstName: string;
  lastName: string;
  studentNumber: string;
  schoolId: string;
  schoolName: string;
  gradeSectionId: string | null;
  gradeSectionName: string | null;
  gradeId: string | null;
  gradeLevel: string | null;
  gradeName: string | null;
  parents: StudentProfile['parents'] | string;
}

interface StudentClassRow {
  id: string;
  courseId: string;
  courseName: string;
  gradeSection: string;
  items: number;
  completed: number;
  score: number | null;
  seconds: number;
  last: Date | string | null;
}

/** The teacher's classes a student is in (call after `openStudentRecord`). */
const teacherClassesOf = (teacherId: string, studentId: string) => sql`
  select ci.id, ci.course_id, co.name as course_name, gs.name as grade_section
  from enrollments e
  join course_instances ci on ci.id = e.course_instance_id
  join courses co on co.id = ci.course_id
  join grade_sections gs on gs.id = ci.grade_section_id
  where e.student_id = ${studentId} and ci.teacher_id = ${teacherId}`;

/** A student's profile and the teacher's classes the student is in, with progress in each. */
export async function studentProfile(db: Db, teacherId: string, studentId: string): Promise<StudentProfile | undefined> {
  const profile = await queryRow<ProfileRow>(
    db,
    sql`
    select st.id, st.first_name as "firstName", st.last_name as "lastName", st.student_number as "studentNumber",
      sc.id as "schoolId", sc.name as "schoolName",
      gs.id as "gradeSectionId", gs.name as "gradeSectionName", g.id as "gradeId", g.level as "gradeLevel", g.name as "gradeName",
      coalesce((
        select json_agg(json_build_object('_id', u.id, 'name', u.name, 'email', u.email) order by u.name)
        from parent_students ps join users u on u.id = ps.parent_id
        where ps.student_id = st.id
      ), '[]'::json) as parents
    from students st
    join schools sc on sc.id = st.school_id
    left join grade_sections gs on gs.id = st.grade_section_id
    left join grades g on g.id = gs.grade_id
    where st.id = ${studentId}`,
  );
  if (!profile) return undefined;
  const classes = await queryRows<StudentClassRow>(
    db,
    sql`
    with mine as (${teacherClassesOf(teacherId, studentId)})
    select mine.id, mine.course_id as "courseId", mine.course_name as "courseName", mine.grade_section as "gradeSection",
      it.items, coalesce(r.completed, 0) as completed, (r.score_ratio_sum / nullif(r.scored_count, 0))::float8 as score,
      coalesce(r.time_spent_seconds, 0)::float8 as seconds, r.last_activity_at as last
    from mine
    cross join lateral (select count(*)::int as items from contents c where c.course_id = mine.course_id) it
    -- The student's rollup row of the class (none before any progress).
    left join progress_rollups r on r.course_instance_id = mine.id and r.student_id = ${studentId}
    order by mine.course_name, mine.grade_section, mine.id`,
  );
  const parents = typeof profile.parents === 'string' ? (JSON.parse(profile.parents) as StudentProfile['parents']) : profile.parents;
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
    parents,
    courses: classes.map(
      (c): StudentClass => ({
        _id: c.id,
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

interface ProgressRow {
  instanceId: string;
  courseId: string;
  courseName: string;
  gradeSection: string;
  sectionId: string;
  sectionName: string;
  position: number;
  level: number;
  items: number;
  completed: number;
  graded: number;
  score: number | null;
  seconds: number;
}

/** A student's progress per class of the teacher, per unit: one statement, shaped here. */
export async function studentProgress(db: Db, teacherId: string, studentId: string): Promise<StudentProgress> {
  const rows = await queryRows<ProgressRow>(
    db,
    sql`
    with mine as (${teacherClassesOf(teacherId, studentId)}),
    pr as (
      select p.course_instance_id, c.section_id,
        count(*) filter (where p.status = 'completed')::int as completed,
        count(*) filter (where p.score is not null and c.max_score > 0)::int as graded,
        avg(p.score / c.max_score) filter (where p.score is not null and c.max_score > 0)::float8 as score,
        sum(p.time_spent_seconds)::float8 as seconds
      from progress p
      join mine on mine.id = p.course_instance_id
      join contents c on c.id = p.content_id
      where p.student_id = ${studentId}
      group by p.course_instance_id, c.section_id
    )
    select mine.id as "instanceId", mine.course_id as "courseId", mine.course_name as "courseName", mine.grade_section as "gradeSection",
      s.id as "sectionId", s.name as "sectionName", s.position, s.level,
      (select count(*) from contents c where c.section_id = s.id)::int as items,
      coalesce(pr.completed, 0) as completed, coalesce(pr.graded, 0) as graded, pr.score, coalesce(pr.seconds, 0) as seconds
    from mine
    join sections s on s.course_id = mine.course_id
    left join pr on pr.course_instance_id = mine.id and pr.section_id = s.id
    order by mine.course_name, mine.grade_section, mine.id, s.position, s.id`,
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

interface PointRow {
  instanceId: string;
  courseId: string;
  courseName: string;
  gradeSection: string;
  contentId: string | null;
  title: string | null;
  sectionId: string | null;
  sectionName: string | null;
  sectionPosition: number | null;
  ratio: number | null;
  classRatio: number | null;
  completedAt: Date | string | null;
}

/**
 * A student's scored items of one kind per class of the teacher, in course order, each against
 * the class average on the same item (enrolled students with a score). Every class appears, with
 * an empty series when nothing of that kind is scored yet.
 */
export async function studentPerformance(db: Db, teacherId: string, studentId: string, kind: PerformanceKind): Promise<PerformanceSeries> {
  const rows = await queryRows<PointRow>(
    db,
    sql`
    with mine as (${teacherClassesOf(teacherId, studentId)}),
    pts as (
      select p.course_instance_id, c.id as content_id, c.title, c.position, c.max_score,
        s.id as section_id, s.name as section_name, s.position as section_position,
        (p.score / c.max_score)::float8 as ratio, p.completed_at
      from progress p
      join mine on mine.id = p.course_instance_id
      join contents c on c.id = p.content_id
      join sections s on s.id = c.section_id
      where p.student_id = ${studentId} and c.kind = ${kind} and p.score is not null and c.max_score > 0
    )
    select mine.id as "instanceId", mine.course_id as "courseId", mine.course_name as "courseName", mine.grade_section as "gradeSection",
      pts.content_id as "contentId", pts.title, pts.section_id as "sectionId", pts.section_name as "sectionName",
      pts.section_position as "sectionPosition", pts.ratio, ca.ratio as "classRatio", pts.completed_at as "completedAt"
    from mine
    left join pts on pts.course_instance_id = mine.id
    left join lateral (
      select avg(p2.score / pts.max_score)::float8 as ratio
      from progress p2
      where p2.course_instance_id = pts.course_instance_id and p2.content_id = pts.content_id and p2.score is not null
        and exists (select 1 from enrollments e2 where e2.course_instance_id = p2.course_instance_id and e2.student_id = p2.student_id)
    ) ca on pts.content_id is not null
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
