/** The school time rollups (0012) recounted the slow, obvious way, for the suite that checks the triggers keep them exact. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import type { AnalyticsScope } from '../repos/analytics-scope';
import type { DayRange } from '../repos/analytics-sql';
import { dayMismatches } from './activity-truth';

/** Who counts for which school by kind, as the time figure defines it, straight from the sources. */
const memberships = `select distinct us.user_id, case when u.role = 'teacher' then 'teacher' else 'admin' end as kind, us.school_id
    from user_schools us join users u on u.id = us.user_id where u.role in ('teacher', 'school-admin')
  union
  select distinct ps.parent_id, 'parent', st.school_id from parent_students ps join students st on st.id = ps.student_id`;

/** Every disagreement between the school time rollups and a GROUP BY over their sources (empty when exact). */
export async function schoolTimeMismatches(db: Db) {
  const users = await dayMismatches(
    db,
    'user_time_weeks',
    'user_id',
    'select user_id, day, sum(seconds)::int as n from time_spent where seconds > 0 group by user_id, day',
  );
  const schools = await dayMismatches(
    db,
    'school_time_weeks',
    'school_id, kind',
    `select m.school_id, m.kind, t.day, sum(t.seconds)::int as n from (${memberships}) m
      join time_spent t on t.user_id = m.user_id where t.seconds > 0 group by 1, 2, 3`,
  );
  const people = await sqlRows<Record<string, unknown>>(
    db,
    sql.raw(`with truth as (select m.*, count(*) over (partition by m.user_id, m.kind)::int as schools from (${memberships}) m)
      select 'school_people' as rollup, t.*, r.schools as rollup_schools
      from truth t full join school_people r on r.user_id = t.user_id and r.kind = t.kind and r.school_id = t.school_id
      where t.user_id is null or r.user_id is null or t.schools <> r.schools`),
  );
  return [...users, ...schools, ...people];
}

/**
 * The time figure as it was computed before the school rollups (per person, from `time_spent`):
 * the oracle the rollup-based statement must equal, week by week, for any scope and range.
 */
export async function timeSpentRecount(db: Db, scope: AnalyticsScope, range: DayRange) {
  const inScope = (column: string) =>
    scope.schoolIds === null ? sql`true` : sql`${sql.raw(column)} = any(string_to_array(${scope.schoolIds.join(',')}, ',')::uuid[])`;
  const levelAdmins =
    scope.level === 'platform'
      ? sql`union select id, 'admin' from users where role in ('district-admin', 'super-admin')`
      : scope.level === 'district'
        ? sql`union select id, 'admin' from users where role = 'district-admin' and district_id = any(string_to_array(${scope.districtIds.join(',')}, ',')::uuid[])`
        : sql``;
  const rows = await sqlRows<{ week: string | null; kind: string; seconds: number | string }>(
    db,
    sql`with people as (
        select us.user_id as id, case when u.role = 'teacher' then 'teacher' else 'admin' end as kind from user_schools us
          join users u on u.id = us.user_id where u.role in ('teacher', 'school-admin') and ${inScope('us.school_id')}
        union select ps.parent_id, 'parent' from parent_students ps join students st on st.id = ps.student_id where ${inScope('st.school_id')}
        ${levelAdmins}
      )
      select to_char(date_trunc('week', t.day::timestamp), 'YYYY-MM-DD') as week, p.kind, sum(t.seconds)::float8 as seconds
      from time_spent t join people p on p.id = t.user_id
      where t.day between ${range.from}::date and ${range.to}::date
      group by grouping sets ((1, 2), (2))`,
  );
  const kinds = { teacher: 'teacherSeconds', admin: 'adminSeconds', parent: 'parentSeconds' } as const;
  const byWeek = new Map<string | null, Record<(typeof kinds)[keyof typeof kinds], number>>();
  for (const row of rows) {
    const figures = byWeek.get(row.week) ?? { teacherSeconds: 0, adminSeconds: 0, parentSeconds: 0 };
    figures[kinds[row.kind as keyof typeof kinds]] = Math.round(Number(row.seconds));
    byWeek.set(row.week, figures);
  }
  return byWeek;
}
