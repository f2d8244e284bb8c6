import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bugReports, timeSpent } from '../db/schema';

/** The most a day can hold: repeated flushes never add up to more than 24 hours. */
const secondsPerDay = 86_400;

/** Adds seconds to the user's total for the (UTC) day: one upsert, safe under concurrent flushes. */
export async function addTimeSpent(db: Db, userId: string, seconds: number, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(timeSpent)
    .values({ userId, day, seconds: Math.min(seconds, secondsPerDay) })
    .onConflictDoUpdate({
      target: [timeSpent.userId, timeSpent.day, timeSpent.page],
      set: { seconds: sql`least(${timeSpent.seconds} + excluded.seconds, ${secondsPerDay})` },
    });
}

export async function createBugReport(
  db: Db,
  report: { userId: string; title: string; description: string; path: string | null; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(bugReports).values(report).returning({ id: bugReports.id });
  return row!.id;
}
