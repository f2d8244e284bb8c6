import { sql } from 'drizzle-orm';
import type { GradebookUse } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { courseInstances, gradebookScoreWeeks, gradebookTemplateWeeks, gradeScores, schools } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from './analytics-scope';
import { countInRange, type DayRange, rangeWeeks, scopeTeachers, weekRowsInRange, weekText, whole } from './analytics-sql';

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
 *   teachers, from the day counts per actor (and class) that the audit log's triggers keep
 *   (`gradebook_score_weeks`, `gradebook_template_weeks`, migration 0008);
 * - per school, its classes and those with a gradebook in use now: at least one stored score
 *   (one primary-key probe of `grade_scores` per class).
 */
export async function gradebookUse(db: Db, scope: AnalyticsScope, range: DayRange): Promise<GradebookUse> {
  const [weekRows, schoolRows] = await Promise.all([
    sqlRows<WeekRow>(
      db,
      sql`
      with teachers as materialized (${scopeTeachers(scope)}),
      classes as materialized (select ${courseInstances.id} as id from ${courseInstances} where ${inScope(scope, courseInstances.schoolId)}),
      events as (
        select g.week, ${countInRange(range, 'g')} as scores, 0 as templates
        from ${gradebookScoreWeeks} g
        where g.actor_id in (select id from teachers) and g.course_instance_id in (select id from classes) and ${weekRowsInRange(range, 'g')}
        union all
        select t.week, 0, ${countInRange(range, 't')}
        from ${gradebookTemplateWeeks} t
        where t.actor_id in (select id from teachers) and ${weekRowsInRange(range, 't')}
      ),
      saves as (
        select week, sum(scores) as scores, sum(templates) as templates
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
