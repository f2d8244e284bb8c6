import { sql } from 'drizzle-orm';
import type { Activity } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { auditLog, courseInstances, progress, signInEvents, students, timeSpent } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from './analytics-scope';
import { type DayRange, rangeEnd, rangeStart, rangeWeeks, scopeTeachers, weekOfDay, weekOfTime, weekText, whole } from './analytics-sql';

interface ActivityRow {
  week: string | null;
  teachers: number | string | null;
  students: number | string | null;
  teachers_now: number | string;
  students_now: number | string;
}

/**
 * Active teachers and students per week, and distinct over the range, in one statement.
 *
 * - A **teacher** (of the scope's schools) is active in a week when they spent time in the app
 *   (`time_spent`), did anything the audit log records (every grade, template, read of a student
 *   record…), or signed in (`sign_in_events`, success) that week. Each source is read through its
 *   (user, time) index, per teacher.
 * - A **student** is active in a week when one of their progress rows in a class of the scope's
 *   schools was updated that week (`progress_instance_updated_idx`, per class).
 *
 * Each source is first reduced to distinct (person, week) pairs by hashing (the district's 12 weeks
 * are about a million progress rows; `count(distinct)` would sort them all), then counted per week
 * and, for the range total, as distinct people (not the sum of the weeks).
 */
export async function activityByWeek(db: Db, scope: AnalyticsScope, range: DayRange): Promise<Activity> {
  const start = rangeStart(range);
  const end = rangeEnd(range);
  // The distinct (student, week) pairs of a district's 12 weeks (≈ 300,000) overflow the default
  // 4 MB work_mem and spill to disk in batches (3–4 s on the bench district); 64 MB keeps them in
  // memory, for this read-only statement only (`set local`).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return sqlRows<ActivityRow>(
      tx,
      sql`
    with teachers as materialized (${scopeTeachers(scope)}),
    teacher_weeks as (
      select ${timeSpent.userId} as id, ${weekOfDay(timeSpent.day)} as week from ${timeSpent}
      where ${timeSpent.userId} in (select id from teachers) and ${timeSpent.day} between ${range.from}::date and ${range.to}::date
        and ${timeSpent.seconds} > 0
      union
      select ${auditLog.actorId}, ${weekOfTime(auditLog.at)} from ${auditLog}
      where ${auditLog.actorId} in (select id from teachers) and ${auditLog.at} >= ${start} and ${auditLog.at} < ${end}
      union
      select ${signInEvents.userId}, ${weekOfTime(signInEvents.at)} from ${signInEvents}
      where ${signInEvents.userId} in (select id from teachers) and ${signInEvents.outcome} = 'success'
        and ${signInEvents.at} >= ${start} and ${signInEvents.at} < ${end}
    ),
    student_weeks as (
      select distinct ${progress.studentId} as id, ${weekOfTime(progress.updatedAt)} as week from ${progress}
      where ${progress.courseInstanceId} in (select ${courseInstances.id} from ${courseInstances} where ${inScope(scope, courseInstances.schoolId)})
        and ${progress.updatedAt} >= ${start} and ${progress.updatedAt} < ${end}
    ),
    teacher_counts as (
      select week, count(*) as n from teacher_weeks group by week
      union all select null, count(*) from (select distinct id from teacher_weeks) t
    ),
    student_counts as (
      select week, count(*) as n from student_weeks group by week
      union all select null, count(*) from (select distinct id from student_weeks) s
    ),
    weeks as (${rangeWeeks(range)} union all select null)
    select ${weekText(sql`w.week_start`)} as week, t.n as teachers, s.n as students,
      (select count(*) from teachers) as teachers_now,
      (select count(*) from ${students} where ${inScope(scope, students.schoolId)} and ${students.deactivatedAt} is null) as students_now
    from weeks w
    left join teacher_counts t on t.week is not distinct from w.week_start
    left join student_counts s on s.week is not distinct from w.week_start
    order by w.week_start nulls last`,
    );
  });
  const total = rows.find((r) => r.week === null);
  return {
    weeks: rows
      .filter((r) => r.week !== null)
      .map((r) => ({ weekStart: r.week!, activeTeachers: whole(r.teachers), activeStudents: whole(r.students) })),
    totals: {
      activeTeachers: whole(total?.teachers),
      activeStudents: whole(total?.students),
      teachers: whole(total?.teachers_now),
      students: whole(total?.students_now),
    },
  };
}
