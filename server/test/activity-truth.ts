/** The activity rollups (0008) recounted the slow, obvious way, for the suites that check the triggers keep them exact. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from '../repos/analytics-scope';
import type { DayRange } from '../repos/analytics-sql';

/** A day-count week table's rows as (key…, day, n), one per day with a count, as text for comparison. */
const rollupDays = (table: string, keys: string) =>
  sql.raw(`select ${keys}, (r.week + (d.i - 1))::date as day, d.n
    from ${table} r cross join lateral (values (1, r.d1), (2, r.d2), (3, r.d3), (4, r.d4), (5, r.d5), (6, r.d6), (7, r.d7)) d(i, n)
    where d.n <> 0`);

/**
 * Rows of `truth` (key…, day, n) and of the rollup that disagree, plus any rollup row whose seven
 * counts are all 0 (the triggers delete those).
 */
export async function dayMismatches(db: Db, table: string, keys: string, truth: string) {
  const on = [...keys.split(',').map((k) => k.trim()), 'day'].map((c) => `t.${c} = r.${c}`).join(' and ');
  const wrong = await sqlRows<Record<string, unknown>>(
    db,
    sql`with truth as (${sql.raw(truth)}), rolled as (${rollupDays(table, keys.replace(/(\w+)/g, 'r.$1'))})
      select ${table} as rollup, t.*, r.n as rollup_n from truth t full join rolled r on ${sql.raw(on)}
      where t.n is null or r.n is null or t.n <> r.n`,
  );
  const empty = await sqlRows<Record<string, unknown>>(
    db,
    sql`select ${table} as rollup, 'empty row' as problem from ${sql.raw(table)} where d1 = 0 and d2 = 0 and d3 = 0 and d4 = 0 and d5 = 0 and d6 = 0 and d7 = 0`,
  );
  return [...wrong, ...empty];
}

const utcDay = (column: string) => `(${column} at time zone 'UTC')::date`;

/** Every disagreement between the activity rollups and a GROUP BY over their sources (empty when exact). */
export async function activityMismatches(db: Db) {
  const users = await dayMismatches(
    db,
    'user_activity_weeks',
    'user_id',
    `select user_id, day, count(*)::int as n from (
      select user_id, day from time_spent where seconds > 0
      union all select actor_id, ${utcDay('created_at')} from audit_log where actor_id is not null
      union all select user_id, ${utcDay('created_at')} from sign_in_events where user_id is not null and outcome = 'success'
    ) s group by user_id, day`,
  );
  const completions = await dayMismatches(
    db,
    'class_completion_weeks',
    'course_instance_id',
    `select course_instance_id, ${utcDay('completed_at')} as day, count(*)::int as n from progress
      where status = 'completed' and completed_at is not null group by 1, 2`,
  );
  const scores = await dayMismatches(
    db,
    'gradebook_score_weeks',
    'actor_id, course_instance_id',
    `select actor_id, (meta ->> 'courseInstanceId')::uuid as course_instance_id, ${utcDay('created_at')} as day, count(*)::int as n
      from audit_log where actor_id is not null and action = 'gradebook.score.save'
        and (meta ->> 'courseInstanceId') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      group by 1, 2, 3`,
  );
  const templates = await dayMismatches(
    db,
    'gradebook_template_weeks',
    'actor_id',
    `select actor_id, ${utcDay('created_at')} as day, count(*)::int as n from audit_log
      where actor_id is not null and action in ('gradebook.template.create', 'gradebook.template.update') group by 1, 2`,
  );
  const students = await sqlRows<Record<string, unknown>>(
    db,
    sql.raw(`with truth as (
      select distinct ci.school_id, p.student_id, ${utcDay('p.updated_at')} as day
      from progress p join course_instances ci on ci.id = p.course_instance_id
    ),
    rolled as (
      select a.school_id, a.student_id, (make_date(a.year, 1, 1) + k)::date as day
      from student_activity_years a cross join generate_series(0, 365) k
      where (((array[a.w0, a.w1, a.w2, a.w3, a.w4, a.w5])[k / 64 + 1] >> (k % 64)) & 1) = 1
    )
    select 'student_activity_years' as rollup, t.school_id, t.student_id, t.day, r.day as rollup_day
    from truth t full join rolled r on r.school_id = t.school_id and r.student_id = t.student_id and r.day = t.day
    where t.day is null or r.day is null`),
  );
  const classes = await sqlRows<Record<string, unknown>>(
    db,
    sql.raw(`with truth as (
      select e.course_instance_id, count(*)::int as enrolled,
        coalesce(sum((select count(*) from progress p where p.course_instance_id = e.course_instance_id
          and p.student_id = e.student_id and p.status = 'completed')), 0)::int as completed
      from enrollments e group by e.course_instance_id
    )
    select 'class_progress_totals' as rollup, t.*, r.enrolled as rollup_enrolled, r.completed as rollup_completed
    from truth t full join class_progress_totals r on r.course_instance_id = t.course_instance_id
    where t.course_instance_id is null or r.course_instance_id is null or t.enrolled <> r.enrolled or t.completed <> r.completed`),
  );
  // Every row carries its student's number of schools (0021).
  const schools = await sqlRows<Record<string, unknown>>(
    db,
    sql.raw(`with truth as (
      select p.student_id, count(distinct ci.school_id)::int as n
      from progress p join course_instances ci on ci.id = p.course_instance_id group by p.student_id
    )
    select 'student_activity_years.schools' as rollup, a.school_id, a.student_id, a.year, a.schools, t.n
    from student_activity_years a left join truth t on t.student_id = a.student_id
    where t.n is distinct from a.schools`),
  );
  return [...users, ...completions, ...scores, ...templates, ...students, ...schools, ...classes];
}

/**
 * Active students of the scope per week of the range, and over it (key `total`), counted the obvious
 * way: distinct students with a progress row of a class of the scope's schools last updated then.
 */
export async function activeStudentsRecount(db: Db, scope: AnalyticsScope, range: DayRange): Promise<Map<string, number>> {
  const rows = await sqlRows<{ week: string | null; n: number }>(
    db,
    sql`select to_char(date_trunc('week', ${sql.raw(utcDay('p.updated_at'))}::timestamp), 'YYYY-MM-DD') as week,
        count(distinct p.student_id)::int as n
      from progress p join course_instances ci on ci.id = p.course_instance_id
      where ${inScope(scope, sql`ci.school_id`)}
        and ${sql.raw(utcDay('p.updated_at'))} between ${range.from}::date and ${range.to}::date
      group by grouping sets ((1), ())`,
  );
  return new Map(rows.map((r) => [r.week ?? 'total', r.n]));
}
