import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { userSchools, users } from '../db/schema';
import { type AnalyticsScope, inScope } from './analytics-scope';

/**
 * The pieces every analytics statement shares. Days are UTC: `from` and `to` are inclusive days
 * (the rollups of migration 0008 count source rows by their timestamp's UTC day), and a week is the
 * Monday it starts on (ISO weeks).
 */
export type DayRange = Pick<AnalyticsQuery, 'from' | 'to'>;

/** A date column's week. */
export const weekOfDay = (column: AnyColumn | SQL) => sql`date_trunc('week', ${column}::timestamp)::date`;

/** Every week the range touches, as rows of `week_start` (a date), so weeks without activity show 0. */
export const rangeWeeks = (range: DayRange) =>
  sql`select generate_series(date_trunc('week', ${range.from}::date::timestamp), ${range.to}::date::timestamp, interval '1 week')::date as week_start`;

/** A week as the wire's `YYYY-MM-DD`, whatever the driver would make of a date. */
export const weekText = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** The teachers of the scope's schools, as a subquery of one `id` column (a teacher of two schools once). */
export function scopeTeachers(scope: AnalyticsScope): SQL {
  return sql`select distinct ${userSchools.userId} as id from ${userSchools}
    join ${users} on ${users.id} = ${userSchools.userId}
    where ${users.role} = 'teacher' and ${inScope(scope, userSchools.schoolId)}`;
}

/** A whole-number figure that may come back from SQL as null (an empty aggregate) or as a string (bigint). */
export const whole = (value: number | string | null | undefined) => Math.round(Number(value ?? 0));

/** The day-count week rows (migration 0008) of the weeks the range touches: `alias.week` in them. */
export const weekRowsInRange = (range: DayRange, alias: string) =>
  sql`${sql.raw(alias)}.week between date_trunc('week', ${range.from}::date::timestamp)::date and ${range.to}::date`;

/**
 * A day-count week row's count within the range: its seven days' counts (d1 = Monday) where the day
 * lies in the range, so the first and last weeks, which the range may cover in part, count only
 * their days in it.
 */
export function countInRange(range: DayRange, alias: string): SQL {
  const days = [1, 2, 3, 4, 5, 6, 7].map(
    (i) =>
      sql`(case when ${sql.raw(alias)}.week + ${sql.raw(String(i - 1))} between ${range.from}::date and ${range.to}::date then ${sql.raw(`${alias}.d${i}`)} else 0 end)`,
  );
  // A week wholly inside the range (all but at most the first and last) sums its days without a test each.
  const a = sql.raw(alias);
  const whole = sql.raw([1, 2, 3, 4, 5, 6, 7].map((i) => `${alias}.d${i}`).join(' + '));
  return sql`(case when ${a}.week >= ${range.from}::date and ${a}.week + 6 <= ${range.to}::date then ${whole} else ${sql.join(days, sql` + `)} end)`;
}

/**
 * Runs a read-only analytics statement with 64 MB of work memory (`set local`: this transaction
 * only), so a district's hashes (the distinct enrolled students, the people of the time figure: ≈
 * 100,000 rows) stay in memory instead of spilling to disk in batches under the default 4 MB; and
 * without JIT compilation, which PostgreSQL starts for these statements' estimated cost and which
 * took ≈ 0.4 s of the platform's time figure on the bench (more than it saves on a few hundred
 * thousand rows); and without parallel workers, whose start cost more than their share of the scan:
 * active users took 146–168 ms at district scope and 365–427 ms at platform scope with them, 41 and
 * 169 ms without (stop 33, PostgreSQL, one request at a time; each worker is a process started for
 * the statement). All three in one statement (`set_config(…, true)` is `set local`).
 */
export function withWorkMem<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return run(tx as unknown as Db);
  });
}
