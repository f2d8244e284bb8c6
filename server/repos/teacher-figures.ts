import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The progress figures of the teacher screens, each defined once (docs/ARCHITECTURE.md §5):
 *
 * - per progress row, the score ratio is SQL's `progress_score_ratio(score, max_score)` (migration
 *   0003), null when the row is not graded; the triggers sum the same function into
 *   `progress_rollups`;
 * - a score is the mean ratio over graded items: ratio sum / graded count, whether the sums come
 *   from progress rows or from rollup rows;
 * - completion is completed items / item slots as a percentage, the score a percentage of the ratio.
 *
 * Counts are cast to `int` and sums to `float8` in SQL so both drivers hand back numbers.
 *
 * Naming: drizzle refers to a computed field of a CTE or subquery (`sql\`…\`.as('x')`) by its bare
 * alias `"x"`, unqualified. Inside a correlated subquery a bare name that is also a column of an
 * inner table binds to that column, silently (a class average once averaged the whole class for
 * that reason). So computed fields are named `<cte>_<field>` (`size_n` in teacher-grades.ts), never a column name.
 */
type Operand = AnyColumn | SQL;

/** The score ratio (0–1) of a progress row, null when not graded. */
export const scoreRatio = (score: Operand, maxScore: Operand) => sql<number | null>`progress_score_ratio(${score}, ${maxScore})`;

/** A mean ratio from a ratio sum and a graded count: null when nothing was graded. */
export const meanRatio = (ratioSum: Operand, gradedCount: Operand) => sql<number | null>`(${ratioSum} / nullif(${gradedCount}, 0))::float8`;

/** Aggregates over progress rows (grouped by the caller) joined to their contents. */
export function progressSums(p: { status: AnyColumn; score: AnyColumn; timeSpentSeconds: AnyColumn }, c: { maxScore: AnyColumn }) {
  const ratio = scoreRatio(p.score, c.maxScore);
  return {
    completed: sql<number>`(count(*) filter (where ${p.status} = 'completed'))::int`,
    graded: sql<number>`count(${ratio})::int`,
    // avg() is ratio sum / graded count (it skips the nulls of ungraded rows), with the CASE evaluated once per row.
    score: sql<number | null>`avg(${ratio})::float8`,
    seconds: sql<number>`coalesce(sum(${p.timeSpentSeconds}), 0)::float8`,
  };
}

/** Aggregates over rollup rows (`progress_rollups`, one per class and student), grouped by the caller. */
export function rollupSums(r: {
  completed: Operand;
  scoreRatioSum: Operand;
  scoredCount: Operand;
  timeSpentSeconds: Operand;
  lastActivityAt: Operand;
}) {
  return {
    completed: sql<number>`coalesce(sum(${r.completed}), 0)::int`,
    score: meanRatio(sql`sum(${r.scoreRatioSum})`, sql`sum(${r.scoredCount})`),
    seconds: sql<number>`coalesce(sum(${r.timeSpentSeconds}), 0)::float8`,
    last: sql<Date | string | null>`max(${r.lastActivityAt})`,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp100 = (value: number) => Math.min(100, Math.max(0, value));

/** `part / whole` as a percentage 0–100 with one decimal; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? round1(clamp100((100 * part) / whole)) : 0;
}

/** A ratio 0–1 from SQL as a percentage, or null when nothing was graded. */
export function ratioPercent(ratio: number | null | undefined): number | null {
  return ratio == null ? null : round1(clamp100(100 * ratio));
}

/** A timestamp from either driver as ISO-8601, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}
