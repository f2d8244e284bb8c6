import { sql } from 'drizzle-orm';
import type { Completion } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import {
  classCompletionWeeks,
  classProgressTotals,
  contents,
  courseInstances,
  enrolledStudents,
  gradeSections,
  grades,
  schoolGradeStudentCounts,
  schoolStudentCounts,
  schools,
} from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from './analytics-scope';
import { countInRange, type DayRange, weekRowsInRange, whole, withWorkMem } from './analytics-sql';
import { percentOf } from './teacher-figures';

interface CompletionRow {
  kind: 'school' | 'grade';
  key: string;
  name: string;
  students: number | string | null;
  enrollments: number | string | null;
  completed: number | string | null;
  slots: number | string | null;
  in_range: number | string | null;
}

/**
 * Course completion by school and by grade (the class's grade section's grade), in one statement.
 * Completion now is read from `class_progress_totals` (migration 0008: per class, its enrollments
 * and the completed progress rows of the students enrolled now, kept exact by triggers):
 * completed items / (enrollments × the course's items), as the teacher dashboard computes it.
 * Students are counted distinct per school and per grade from the enrolled student rollups (migration
 * 0017): a school's count as stored; a grade's the sum of its schools' counts in the scope, less
 * n − 1 for each student counted in n > 1 of the scope's schools in that grade (`schools > 1`,
 * a partial index). "Completed in range" counts progress rows completed within the
 * range, from the per-class day counts `class_completion_weeks` (migration 0008, kept exact by triggers),
 * probed by class below the platform (a lateral subquery, so a district reads its classes' weeks by
 * the primary key rather than hashing every class's weeks of the platform), joined whole on the platform.
 * `grouping sets` sums each row set once for both breakdowns. Every school of the scope has a row
 * (0 when it has no classes); a grade has one when the scope has a class of it.
 */
export async function completionBySchoolAndGrade(db: Db, scope: AnalyticsScope, range: DayRange): Promise<Completion> {
  const rows = await withWorkMem(db, (tx) =>
    sqlRows<CompletionRow>(
      tx,
      sql`
    with classes as materialized (
      select ${courseInstances.id} as id, ${courseInstances.schoolId} as school_id, ${courseInstances.courseId} as course_id,
        ${grades.level} as level
      from ${courseInstances}
      join ${gradeSections} on ${gradeSections.id} = ${courseInstances.gradeSectionId}
      join ${grades} on ${grades.id} = ${gradeSections.gradeId}
      where ${inScope(scope, courseInstances.schoolId)}
    ),
    items as (
      select ${contents.courseId} as course_id, count(*) as n from ${contents}
      where ${contents.courseId} in (select course_id from classes) group by ${contents.courseId}
    ),
    sums as (
      select c.school_id, c.level, sum(t.enrolled) as enrollments,
        sum(t.completed)::float8 as completed, sum(t.enrolled * coalesce(i.n, 0))::float8 as slots
      from classes c
      join ${classProgressTotals} t on t.course_instance_id = c.id
      left join items i on i.course_id = c.course_id
      group by grouping sets ((c.school_id), (c.level))
    ),
    heads as (
      select n.school_id, null as level, n.students from ${schoolStudentCounts} n where ${inScope(scope, sql`n.school_id`)}
      union all
      select null, g.level, sum(x.students) from (
        select n.grade_id, n.students from ${schoolGradeStudentCounts} n where ${inScope(scope, sql`n.school_id`)}
        union all
        select e.grade_id, 1 - count(*) from ${enrolledStudents} e
        where e.schools > 1 and ${inScope(scope, sql`e.school_id`)}
        group by e.grade_id, e.student_id having count(*) > 1
      ) x join ${grades} g on g.id = x.grade_id
      group by g.level
    ),
    done as (
      select c.school_id, c.level, sum(x.n) as n
      from classes c
      ${
        scope.schoolIds === null
          ? sql`join (
        select w.course_instance_id, ${countInRange(range, 'w')} as n from ${classCompletionWeeks} w where ${weekRowsInRange(range, 'w')}
      ) x on x.course_instance_id = c.id`
          : sql`cross join lateral (
        select sum(${countInRange(range, 'w')}) as n from ${classCompletionWeeks} w
        where w.course_instance_id = c.id and ${weekRowsInRange(range, 'w')}
      ) x`
      }
      group by grouping sets ((c.school_id), (c.level))
    )
    select 'school' as kind, ${schools.id}::text as key, ${schools.name} as name, 0 as pos,
      h.students, s.enrollments, s.completed, s.slots, d.n as in_range
    from ${schools}
    left join sums s on s.school_id = ${schools.id} and s.level is null
    left join heads h on h.school_id = ${schools.id}
    left join done d on d.school_id = ${schools.id} and d.level is null
    where ${inScope(scope, schools.id)}
    union all
    select 'grade', g.level, g.name, g.position, h.students, s.enrollments, s.completed, s.slots, d.n
    from (select distinct level from classes) l
    join ${grades} g on g.level = l.level
    left join sums s on s.level = l.level and s.school_id is null
    left join heads h on h.level = l.level
    left join done d on d.level = l.level and d.school_id is null
    order by kind desc, pos, name, key`,
    ),
  );
  const figures = (r: CompletionRow) => {
    const completed = whole(r.completed);
    const slots = whole(r.slots);
    return {
      students: whole(r.students),
      enrollments: whole(r.enrollments),
      completedItems: completed,
      itemSlots: slots,
      completionPercent: slots > 0 ? percentOf(completed, slots) : null,
      completedInRange: whole(r.in_range),
    };
  };
  return {
    bySchool: rows.filter((r) => r.kind === 'school').map((r) => ({ schoolId: r.key, name: r.name, ...figures(r) })),
    byGrade: rows.filter((r) => r.kind === 'grade').map((r) => ({ level: r.key, name: r.name, ...figures(r) })),
  };
}
