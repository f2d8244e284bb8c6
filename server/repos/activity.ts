import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { timeSpent } from '../db/schema';

/** The most a day can hold, over all pages: repeated flushes never add up to more than 24 hours. */
export const secondsPerDay = 86_400;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Adds seconds to the user's total for the (UTC) day and page, in one statement: the day's total
 * over all pages is capped at 24 hours (what would pass it is dropped), and concurrent flushes of
 * one page add up through the upsert.
 */
export async function addTimeSpent(db: Db, userId: string, seconds: number, page: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const room = sql`least(${seconds}::int, ${secondsPerDay}::int - coalesce((
    select sum(${timeSpent.seconds}) from ${timeSpent} where ${timeSpent.userId} = ${userId} and ${timeSpent.day} = ${day}
  ), 0)::int)`;
  await db.execute(sql`
    insert into ${timeSpent} (user_id, day, page, seconds)
    select ${userId}::uuid, ${day}::date, ${page}::text, room from (select ${room} as room) as r where room > 0
    on conflict (user_id, day, page) do update set seconds = ${timeSpent}.seconds + excluded.seconds`);
}

/** The first day of "this week" for time figures: the last 7 UTC days, today included. */
export function weekStartDay(now = new Date()): string {
  return utcDay(new Date(now.getTime() - 6 * 86_400_000));
}
