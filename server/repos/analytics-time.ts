import { type SQL, sql } from 'drizzle-orm';
import type { TimeSpentAnalytics } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { parentStudents, students, timeSpent, userSchools, users } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope, uuidArray } from './analytics-scope';
import { type DayRange, rangeWeeks, weekOfDay, weekText, whole, withWorkMem } from './analytics-sql';

interface TimeRow {
  week: string | null;
  teacher: number | string | null;
  admin: number | string | null;
  parent: number | string | null;
}

/**
 * The admins who count as the scope's: school admins of its schools; at district level the
 * district's admins too; on the whole platform every district and super admin.
 */
function scopeAdmins(scope: AnalyticsScope): SQL {
  const schoolAdmins = sql`select ${userSchools.userId} as id from ${userSchools} join ${users} on ${users.id} = ${userSchools.userId}
    where ${users.role} = 'school-admin' and ${inScope(scope, userSchools.schoolId)}`;
  if (scope.level === 'platform')
    return sql`${schoolAdmins} union select ${users.id} from ${users} where ${users.role} in ('district-admin', 'super-admin')`;
  if (scope.level === 'district')
    return sql`${schoolAdmins} union select ${users.id} from ${users} where ${users.role} = 'district-admin' and ${users.districtId} = any(${uuidArray(scope.districtIds)})`;
  return schoolAdmins;
}

/**
 * Time spent in the app per week (`time_spent`: seconds per user, UTC day and page) by the scope's
 * people: its schools' teachers, its admins, and the parents of its students. Students have no
 * login, so no time of theirs is here (their time on content is in the progress rows). A teacher
 * of schools in two scopes counts whole in each: time is recorded per person, not per school.
 * One statement; `time_spent` is read through its primary key (user, day) per person.
 */
export async function timeSpentByWeek(db: Db, scope: AnalyticsScope, range: DayRange): Promise<TimeSpentAnalytics> {
  const rows = await withWorkMem(db, (tx) =>
    sqlRows<TimeRow>(
      tx,
      sql`
    with people as materialized (
      select ${userSchools.userId} as id, 'teacher' as kind from ${userSchools} join ${users} on ${users.id} = ${userSchools.userId}
        where ${users.role} = 'teacher' and ${inScope(scope, userSchools.schoolId)}
      union
      select id, 'admin' from (${scopeAdmins(scope)}) a
      union
      select ${parentStudents.parentId}, 'parent' from ${parentStudents} join ${students} on ${students.id} = ${parentStudents.studentId}
        where ${inScope(scope, students.schoolId)}
    ),
    days as (
      select ${weekOfDay(timeSpent.day)} as week, p.kind, ${timeSpent.seconds} as seconds
      from ${timeSpent} join people p on p.id = ${timeSpent.userId}
      where ${timeSpent.day} between ${range.from}::date and ${range.to}::date
    ),
    spent as (select week, kind, sum(seconds)::float8 as seconds from days group by grouping sets ((week, kind), (kind))),
    weeks as (${rangeWeeks(range)} union all select null)
    select ${weekText(sql`w.week_start`)} as week,
      sum(s.seconds) filter (where s.kind = 'teacher') as teacher,
      sum(s.seconds) filter (where s.kind = 'admin') as admin,
      sum(s.seconds) filter (where s.kind = 'parent') as parent
    from weeks w left join spent s on s.week is not distinct from w.week_start
    group by w.week_start
    order by w.week_start nulls last`,
    ),
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
