/** The rollups recomputed the slow, obvious way, for the suites that check the triggers keep them exact. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

/**
 * Pairs where progress_rollups and a GROUP BY over progress disagree (either side missing, or any
 * figure different; the float sum within rounding, since the triggers add in another order), then
 * the same for progress_item_rollups (per class and item, graded and completed rows of enrolled students).
 */
export async function rollupMismatches(db: Db) {
  return [...(await studentMismatches(db)), ...(await itemMismatches(db))];
}

function itemMismatches(db: Db) {
  return sqlRows(
    db,
    sql<Record<string, unknown>>`
    with truth as (
      select p.course_instance_id, p.content_id,
        coalesce(sum((p.score / c.max_score)::float8) filter (where p.score is not null and c.max_score > 0), 0) as score_ratio_sum,
        count(*) filter (where p.score is not null and c.max_score > 0)::int as scored_count,
        count(*) filter (where p.status = 'completed')::int as completed_count
      from progress p
      join contents c on c.id = p.content_id
      join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id
      where (p.score is not null and c.max_score > 0) or p.status = 'completed'
      group by p.course_instance_id, p.content_id
    )
    select t.course_instance_id as truth_class, r.course_instance_id as item_rollup_class, t.content_id, r.content_id as item_rollup_content
    from truth t
    full join progress_item_rollups r on r.course_instance_id = t.course_instance_id and r.content_id = t.content_id
    where t.course_instance_id is null or r.course_instance_id is null
      or t.scored_count <> r.scored_count or t.completed_count <> r.completed_count
      or abs(t.score_ratio_sum - r.score_ratio_sum) > 1e-9`,
  );
}

function studentMismatches(db: Db) {
  return sqlRows(
    db,
    sql<Record<string, unknown>>`
    with truth as (
      select p.course_instance_id, p.student_id,
        count(*) filter (where p.status = 'completed')::int as completed,
        count(*) filter (where p.status = 'in_progress')::int as in_progress,
        coalesce(sum((p.score / c.max_score)::float8) filter (where p.score is not null and c.max_score > 0), 0) as score_ratio_sum,
        count(*) filter (where p.score is not null and c.max_score > 0)::int as scored_count,
        coalesce(sum(p.time_spent_seconds), 0)::bigint as time_spent_seconds,
        max(p.updated_at) as last_activity_at
      from progress p join contents c on c.id = p.content_id
      group by p.course_instance_id, p.student_id
    )
    select t.course_instance_id as truth_class, r.course_instance_id as rollup_class, t.student_id, r.student_id as rollup_student
    from truth t
    full join progress_rollups r on r.course_instance_id = t.course_instance_id and r.student_id = t.student_id
    where t.course_instance_id is null or r.course_instance_id is null
      or t.completed <> r.completed or t.in_progress <> r.in_progress or t.scored_count <> r.scored_count
      or abs(t.score_ratio_sum - r.score_ratio_sum) > 1e-9
      or t.time_spent_seconds <> r.time_spent_seconds
      or t.last_activity_at is distinct from r.last_activity_at`,
  );
}
