import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Shared helpers of the teacher repositories. Their queries are hand-written SQL (CTEs, lateral
 * joins, `filter`) because each answer is one aggregate over many progress rows: one round trip,
 * never a query per row. Every count is cast to `int` and every ratio to `float8` in SQL, so both
 * drivers (node-postgres, PGlite) hand back plain numbers.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function queryRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  const [row] = await queryRows<T>(db, query);
  return row;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp100 = (value: number) => Math.min(100, Math.max(0, value));

/** `part / whole` as a percentage 0–100 with one decimal; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? round1(clamp100((100 * part) / whole)) : 0;
}

/** A ratio 0–1 from SQL (`avg(score / max_score)`) as a percentage, or null when nothing was graded. */
export function ratioPercent(ratio: number | null | undefined): number | null {
  return ratio == null ? null : round1(clamp100(100 * ratio));
}

/** A timestamp from either driver as ISO-8601, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}

/**
 * The progress rows of one class, enrolled students only (a student who left keeps rows that no
 * longer count). Meant for `cross join lateral (…)` per class: the planner then reads one range of
 * the covering index `progress_rollup_idx` (index-only) and checks enrolments by hash, instead of
 * one random heap page per progress row. `instance` is an SQL expression (outer column or value).
 */
export const classProgressRows = (instance: SQL) => sql`
  select p.course_instance_id, p.student_id, p.content_id, p.status, p.score, p.time_spent_seconds, p.updated_at, p.completed_at
  from progress p
  where p.course_instance_id = ${instance}
    and exists (select 1 from enrollments e where e.course_instance_id = p.course_instance_id and e.student_id = p.student_id)`;

/** Completed items and the mean score ratio (0–1) of progress rows `p` joined to their contents `c`. */
export const completedAndScore = sql`
  count(*) filter (where p.status = 'completed')::int as completed,
  avg(p.score / c.max_score) filter (where p.score is not null and c.max_score > 0)::float8 as score`;

/**
 * The rollup rows (`progress_rollups`, one per class and student, kept by triggers) of one class,
 * enrolled students only, like `classProgressRows`. A class is a few dozen rows instead of
 * thousands of progress rows. `instance` is an SQL expression (outer column or value).
 */
export const classRollupRows = (instance: SQL) => sql`
  select r.course_instance_id, r.student_id, r.completed, r.score_ratio_sum, r.scored_count, r.time_spent_seconds, r.last_activity_at
  from progress_rollups r
  where r.course_instance_id = ${instance}
    and exists (select 1 from enrollments e where e.course_instance_id = r.course_instance_id and e.student_id = r.student_id)`;

/**
 * Completed items and the mean score ratio (0–1) over rollup rows `r`: the mean over every graded
 * item, i.e. the ratio sums over the graded counts (what `avg(score / max_score)` gives on progress).
 */
export const rollupCompletedAndScore = sql`
  coalesce(sum(r.completed), 0)::int as completed,
  (sum(r.score_ratio_sum) / nullif(sum(r.scored_count), 0))::float8 as score`;
