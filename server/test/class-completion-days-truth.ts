/** class_completion_days (0022) recounted the slow, obvious way, for the suite that checks its triggers keep it exact. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

/**
 * Rows of the recount (per class and UTC day of completed_at, the completed progress rows of the
 * students enrolled in the class now) and of the rollup that disagree, plus any rollup row at 0
 * (the triggers delete those). Empty when the rollup is exact.
 */
export function classCompletionDayMismatches(db: Db) {
  return sqlRows<Record<string, unknown>>(
    db,
    sql.raw(`with truth as (
      select p.course_instance_id, (p.completed_at at time zone 'UTC')::date as day, count(*)::int as n
      from progress p
      join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id
      where p.status = 'completed' and p.completed_at is not null
      group by 1, 2
    )
    select t.course_instance_id, to_char(coalesce(t.day, r.day), 'YYYY-MM-DD') as day, t.n, r.completed as rollup
    from truth t full join class_completion_days r on r.course_instance_id = t.course_instance_id and r.day = t.day
    where t.n is distinct from r.completed
    order by 1, 2`),
  );
}
