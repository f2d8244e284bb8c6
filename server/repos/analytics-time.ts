import { type SQL, sql } from 'drizzle-orm';
import type { TimeSpentAnalytics } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { schoolPeople, schoolTimeWeeks, users, userTimeWeeks } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope, uuidArray } from './analytics-scope';
import { countInRange, type DayRange, rangeWeeks, weekRowsInRange, weekText, whole } from './analytics-sql';

interface TimeRow {
  week: string | null;
  teacher: number | string | null;
  admin: number | string | null;
  parent: number | string | null;
}

/**
 * The admins of the scope who belong to no school: at district level the district's admins, on the
 * whole platform every district and super admin (the school admins of its schools are in
 * `school_people`).
 */
function scopeLevelAdmins(scope: AnalyticsScope): SQL | undefined {
  if (scope.level === 'platform')
    return sql`select ${users.id} as id from ${users} where ${users.role} in ('district-admin', 'super-admin')`;
  if (scope.level === 'district')
    return sql`select ${users.id} as id from ${users} where ${users.role} = 'district-admin' and ${users.districtId} = any(${uuidArray(scope.districtIds)})`;
  return undefined;
}

/**
 * Time spent in the app per week by the scope's people: its schools' teachers, its admins (the
 * school admins of its schools; at district level the district's admins; on the platform every
 * district and super admin), and the parents of its students. Students have no login, so no time of
 * theirs is here (their time on content is in the progress rows). A teacher of schools in two scopes
 * counts whole in each: time is recorded per person, not per school.
 *
 * One statement over the school rollups of migration 0013 (kept exact by triggers): the scope's
 * schools' sums per kind (`school_time_weeks`), less n − 1 times the own weeks (`user_time_weeks`)
 * of each person counted in n > 1 of those schools in a kind (so everyone counts once per kind), plus
 * the weeks of the admins above the schools. The partial first and last weeks count only their days
 * in the range (`countInRange`).
 */
export async function timeSpentByWeek(db: Db, scope: AnalyticsScope, range: DayRange): Promise<TimeSpentAnalytics> {
  const levelAdmins = scopeLevelAdmins(scope);
  const rows = await sqlRows<TimeRow>(
    db,
    sql`
    with several as (
      select p.user_id, p.kind, count(*) - 1 as extra from ${schoolPeople} p
      where p.schools > 1 and ${inScope(scope, sql`p.school_id`)}
      group by p.user_id, p.kind having count(*) > 1
    ),
    parts as (
      select w.week, w.kind, ${countInRange(range, 'w')} as seconds from ${schoolTimeWeeks} w
      where ${inScope(scope, sql`w.school_id`)} and ${weekRowsInRange(range, 'w')}
      union all
      select t.week, s.kind, -s.extra * ${countInRange(range, 't')} from several s
      join ${userTimeWeeks} t on t.user_id = s.user_id where ${weekRowsInRange(range, 't')}
      ${
        levelAdmins
          ? sql`union all
      select t.week, 'admin', ${countInRange(range, 't')} from (${levelAdmins}) a
      join ${userTimeWeeks} t on t.user_id = a.id where ${weekRowsInRange(range, 't')}`
          : sql``
      }
    ),
    spent as (select week, kind, sum(seconds)::float8 as seconds from parts group by grouping sets ((week, kind), (kind))),
    weeks as (${rangeWeeks(range)} union all select null)
    select ${weekText(sql`w.week_start`)} as week,
      sum(s.seconds) filter (where s.kind = 'teacher') as teacher,
      sum(s.seconds) filter (where s.kind = 'admin') as admin,
      sum(s.seconds) filter (where s.kind = 'parent') as parent
    from weeks w left join spent s on s.week is not distinct from w.week_start
    group by w.week_start
    order by w.week_start nulls last`,
  );
  const figures = (r: TimeRow | undefined) => ({
    teacherSeconds: whole(r?.teacher),
    adminSeconds: whole(r?.admin),
    parentSeconds: whole(r?.parent),
  });
  return {
    weeks: rows.filter((r) => r.week !== null).map((r) => ({ weekStart: r.week!, ...figures(r) })),
    totals: figures(rows.find((r) => r.week === null)),
  };
}
