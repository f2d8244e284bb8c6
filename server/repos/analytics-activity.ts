import { type SQL, sql } from 'drizzle-orm';
import type { Activity } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { studentActivityYears, students, userActivityWeeks } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from './analytics-scope';
import { countInRange, type DayRange, rangeWeeks, scopeTeachers, weekRowsInRange, weekText, whole } from './analytics-sql';

interface ActivityRow {
  week: string | null;
  teachers: number | string | null;
  students: number | string | null;
  teachers_now: number | string;
  students_now: number | string;
}

/** A bit string of 732 days (two years of 366: the range's first year, then the next) with the days from `lo` to `hi` set. */
function dayMask(firstYear: number, lo: SQL, hi: SQL): SQL {
  const offset = (day: SQL) =>
    sql`((extract(year from ${day})::int - ${firstYear}) * 366 + (${day} - make_date(extract(year from ${day})::int, 1, 1)))`;
  return sql`(repeat('0', ${offset(lo)}) || repeat('1', ${offset(hi)} - ${offset(lo)} + 1) || repeat('0', 731 - ${offset(hi)}))::bit(732)`;
}

/**
 * Active teachers and students per week, and distinct over the range, in one statement, from the
 * activity rollups (migration 0008, ARCHITECTURE.md §15), which the triggers keep equal to the
 * sources:
 *
 * - A **teacher** (of the scope's schools) is active in a week when they spent time in the app
 *   (`time_spent`), did anything the audit log records, or signed in (`sign_in_events`, success)
 *   that week: `user_activity_weeks` counts those rows per user and day, so a week counts a teacher
 *   with a row on a day of the range.
 * - A **student** is active in a week when one of their progress rows in a class of the scope's
 *   schools was last updated that week: `student_activity_years` holds a bit per day and (school,
 *   student, year). A student's bits over the scope's schools are OR-ed into one string of the
 *   range's (at most two) years, and a week counts the students whose string meets its days in the
 *   range; the range total meets all of them, so it counts distinct people, not the sum of weeks.
 */
export async function activityByWeek(db: Db, scope: AnalyticsScope, range: DayRange): Promise<Activity> {
  const firstYear = Number(range.from.slice(0, 4));
  const lastYear = Number(range.to.slice(0, 4));
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const rows = await sqlRows<ActivityRow>(
    db,
    sql`
    with teachers as materialized (${scopeTeachers(scope)}),
    teacher_weeks as (
      select a.user_id as id, a.week from ${userActivityWeeks} a
      where a.user_id in (select id from teachers) and ${weekRowsInRange(range, 'a')} and ${countInRange(range, 'a')} > 0
    ),
    student_bits as (
      select bit_or(case when a.year = ${firstYear} then a.days || B'0'::bit(366) else B'0'::bit(366) || a.days end) as bits
      from ${studentActivityYears} a
      where ${inScope(scope, sql`a.school_id`)} and a.year between ${firstYear} and ${lastYear}
      group by a.student_id
    ),
    weeks as (${rangeWeeks(range)} union all select null),
    masks as (
      select w.week_start,
        ${dayMask(firstYear, sql`greatest(coalesce(w.week_start, ${from}), ${from})`, sql`least(coalesce(w.week_start + 6, ${to}), ${to})`)} as mask
      from weeks w
    ),
    teacher_counts as (
      select week, count(*) as n from teacher_weeks group by week
      union all select null, count(*) from (select distinct id from teacher_weeks) t
    ),
    student_counts as (
      select m.week_start as week, count(*) as n from student_bits s join masks m on (s.bits & m.mask) <> B'0'::bit(732)
      group by m.week_start
    )
    select ${weekText(sql`w.week_start`)} as week, t.n as teachers, s.n as students,
      (select count(*) from teachers) as teachers_now,
      (select count(*) from ${students} where ${inScope(scope, students.schoolId)} and ${students.deactivatedAt} is null) as students_now
    from weeks w
    left join teacher_counts t on t.week is not distinct from w.week_start
    left join student_counts s on s.week is not distinct from w.week_start
    order by w.week_start nulls last`,
  );
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
