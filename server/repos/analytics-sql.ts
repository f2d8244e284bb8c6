import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '@/contract/schemas/analytics';
import { userSchools, users } from '../db/schema';
import { type AnalyticsScope, inScope } from './analytics-scope';

/**
 * The pieces every analytics statement shares. Days are UTC: `from` and `to` are inclusive days,
 * timestamps are compared with the half-open range [from 00:00, to + 1 day 00:00) so an index on
 * the timestamp serves the filter, and a week is the Monday it starts on (ISO weeks).
 */
export type DayRange = Pick<AnalyticsQuery, 'from' | 'to'>;

export const rangeStart = (range: DayRange) => sql`((${range.from}::date)::timestamp at time zone 'UTC')`;
export const rangeEnd = (range: DayRange) => sql`((${range.to}::date + 1)::timestamp at time zone 'UTC')`;

/** A timestamptz column's week: the Monday (a date) of its UTC day. */
export const weekOfTime = (column: AnyColumn | SQL) => sql`date_trunc('week', ${column} at time zone 'UTC')::date`;
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
