import { sql } from 'drizzle-orm';
import type { ClassCompletion, DashboardStatistics, UsersCount } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { classRowsWhere, toClassCompletion } from './teacher-classes';
import { classRollupRows, percentOf, queryRow, ratioPercent } from './teacher-sql';

interface StatisticsRow {
  classes: number;
  courses: number;
  slots: number;
  students: number;
  active: number;
  completed: number;
  week: number;
  seconds: number;
  score: number | null;
}

/**
 * The teacher's figures in one school, in one statement. Completion is enrollment-weighted:
 * completed items / Σ(students × items) over the teacher's classes. Progress rows of students no
 * longer enrolled do not count. Reads the rollup (one row per class and student), not progress.
 */
export async function dashboardStatistics(db: Db, teacherId: string, schoolId: string): Promise<DashboardStatistics> {
  const row = await queryRow<StatisticsRow>(
    db,
    sql`
    with mine as (
      select ci.id, ci.course_id,
        (select count(*) from contents c where c.course_id = ci.course_id) as items,
        (select count(*) from enrollments e where e.course_instance_id = ci.id) as students
      from course_instances ci
      where ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId}
    ),
    sizes as (
      select count(*)::int as classes, count(distinct course_id)::int as courses,
        coalesce(sum(items * students), 0)::float8 as slots
      from mine
    ),
    roster as (
      select count(distinct e.student_id)::int as students
      from enrollments e join mine on mine.id = e.course_instance_id
    ),
    activity as (
      select
        count(distinct r.student_id) filter (where r.last_activity_at >= now() - interval '7 days')::int as active,
        coalesce(sum(r.completed), 0)::int as completed,
        coalesce(sum(r.time_spent_seconds), 0)::float8 as seconds,
        (sum(r.score_ratio_sum) / nullif(sum(r.scored_count), 0))::float8 as score
      from mine
      cross join lateral (${classRollupRows(sql`mine.id`)}) r
    ),
    -- A time window cannot live in the rollup: this week's completions are counted on progress,
    -- through the partial index progress_completed_idx (this week's rows only, index-only).
    recent as (
      select count(*)::int as week
      from mine
      join progress p on p.course_instance_id = mine.id
      where p.status = 'completed' and p.completed_at >= now() - interval '7 days'
        and exists (select 1 from enrollments e where e.course_instance_id = p.course_instance_id and e.student_id = p.student_id)
    )
    select * from sizes, roster, activity, recent`,
  );
  const r = row ?? { classes: 0, courses: 0, slots: 0, students: 0, active: 0, completed: 0, week: 0, seconds: 0, score: null };
  return {
    studentCount: r.students,
    classCount: r.classes,
    courseCount: r.courses,
    activeStudentsThisWeek: r.active,
    completionsThisWeek: r.week,
    totalTimeSpentSeconds: Math.round(r.seconds),
    averageTimeSpentSeconds: r.students > 0 ? Math.round(r.seconds / r.students) : 0,
    averageCompletion: percentOf(r.completed, r.slots),
    averageScore: ratioPercent(r.score),
  };
}

/** Completion per class of the teacher's classes in one school (the dashboard chart). */
export async function schoolProgress(db: Db, teacherId: string, schoolId: string): Promise<ClassCompletion[]> {
  const rows = await classRowsWhere(db, sql`ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId}`);
  return rows.map(toClassCompletion);
}

/** People and classes in one school, and the teacher's own share. */
export async function usersCount(db: Db, teacherId: string, schoolId: string): Promise<UsersCount> {
  const row = await queryRow<UsersCount>(
    db,
    sql`
    select
      (select count(distinct e.student_id) from enrollments e
        join course_instances ci on ci.id = e.course_instance_id
        where ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId})::int as "myStudents",
      (select count(*) from course_instances ci where ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId})::int as "myClasses",
      (select count(*) from students s where s.school_id = ${schoolId})::int as "students",
      (select count(*) from user_schools us join users u on u.id = us.user_id
        where us.school_id = ${schoolId} and u.role = 'teacher' and not u.disabled)::int as "teachers",
      (select count(*) from course_instances ci where ci.school_id = ${schoolId})::int as "classes",
      (select count(*) from grade_sections gs where gs.school_id = ${schoolId})::int as "gradeSections"`,
  );
  return row ?? { myStudents: 0, myClasses: 0, students: 0, teachers: 0, classes: 0, gradeSections: 0 };
}
