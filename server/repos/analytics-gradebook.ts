import { sql } from 'drizzle-orm';
import type { GradebookUse } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { auditLog, courseInstances, gradeScores, schools } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from './analytics-scope';
import { type DayRange, rangeEnd, rangeStart, rangeWeeks, scopeTeachers, weekOfTime, weekText, whole } from './analytics-sql';

interface WeekRow {
  week: string | null;
  scores: number | string | null;
  templates: number | string | null;
}
interface SchoolRow {
  id: string;
  name: string;
  classes: number | string;
  with_gradebook: number | string;
}

/**
 * Gradebook use, in two statements:
 *
 * - per week, the scores saved (audit `gradebook.score.save`, each save of a cell, in a class of
 *   the scope) and the templates saved (`gradebook.template.create`/`update`) by the scope's
 *   teachers, read from the audit log through its (actor, time) index, per teacher;
 * - per school, its classes and those with a gradebook in use now: at least one stored score
 *   (one primary-key probe of `grade_scores` per class).
 */
export async function gradebookUse(db: Db, scope: AnalyticsScope, range: DayRange): Promise<GradebookUse> {
  const [weekRows, schoolRows] = await Promise.all([
    sqlRows<WeekRow>(
      db,
      sql`
      with teachers as materialized (${scopeTeachers(scope)}),
      classes as materialized (select ${courseInstances.id}::text as id from ${courseInstances} where ${inScope(scope, courseInstances.schoolId)}),
      events as (
        select ${weekOfTime(auditLog.at)} as week, ${auditLog.action} = 'gradebook.score.save' and c.id is not null as score,
          ${auditLog.action} <> 'gradebook.score.save' as template
        from ${auditLog}
        left join classes c on c.id = ${auditLog.meta} ->> 'courseInstanceId'
        where ${auditLog.actorId} in (select id from teachers)
          and ${auditLog.at} >= ${rangeStart(range)} and ${auditLog.at} < ${rangeEnd(range)}
          and ${auditLog.action} in ('gradebook.score.save', 'gradebook.template.create', 'gradebook.template.update')
      ),
      saves as (
        select week, count(*) filter (where score) as scores, count(*) filter (where template) as templates
        from events group by grouping sets ((week), ())
      ),
      weeks as (${rangeWeeks(range)} union all select null)
      select ${weekText(sql`w.week_start`)} as week, s.scores, s.templates
      from weeks w left join saves s on s.week is not distinct from w.week_start
      order by w.week_start nulls last`,
    ),
    sqlRows<SchoolRow>(
      db,
      sql`
      select ${schools.id} as id, ${schools.name} as name, count(c.id) as classes, count(c.id) filter (where c.used) as with_gradebook
      from ${schools}
      left join (
        select ${courseInstances.id} as id, ${courseInstances.schoolId} as school_id,
          exists (select 1 from ${gradeScores} where ${gradeScores.courseInstanceId} = ${courseInstances.id}) as used
        from ${courseInstances} where ${inScope(scope, courseInstances.schoolId)}
      ) c on c.school_id = ${schools.id}
      where ${inScope(scope, schools.id)}
      group by ${schools.id}, ${schools.name}
      order by ${schools.name}, ${schools.id}`,
    ),
  ]);
  const total = weekRows.find((r) => r.week === null);
  const bySchool = schoolRows.map((r) => ({
    schoolId: r.id,
    name: r.name,
    classes: whole(r.classes),
    classesWithGradebook: whole(r.with_gradebook),
  }));
  return {
    weeks: weekRows
      .filter((r) => r.week !== null)
      .map((r) => ({ weekStart: r.week!, scoresSaved: whole(r.scores), templatesSaved: whole(r.templates) })),
    bySchool,
    totals: {
      scoresSaved: whole(total?.scores),
      templatesSaved: whole(total?.templates),
      classes: bySchool.reduce((sum, s) => sum + s.classes, 0),
      classesWithGradebook: bySchool.reduce((sum, s) => sum + s.classesWithGradebook, 0),
    },
  };
}
