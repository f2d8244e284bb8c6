/** Rows behind the report endpoints (bug reports, crash reports, time spent), written and read back for their tests. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bugReports, errorReports, timeSpent, userSchools } from '../db/schema';

/** A tiny PNG's first bytes: enough for the magic-byte check. */
export const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
export const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
export const webpBytes = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

export const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export async function addBugReports(db: Db, rows: Array<typeof bugReports.$inferInsert>) {
  return db.insert(bugReports).values(rows).returning({ id: bugReports.id });
}

export async function addErrorReports(db: Db, rows: Array<typeof errorReports.$inferInsert>) {
  await db.insert(errorReports).values(rows);
}

/** Deletes every bug and crash report, so a test's list holds only its own rows. */
export async function clearReports(db: Db) {
  await db.delete(bugReports);
  await db.delete(errorReports);
}

/** The user's seconds per page on one day (`YYYY-MM-DD`). */
export async function secondsByPage(db: Db, userId: string, day: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ page: timeSpent.page, seconds: timeSpent.seconds })
    .from(timeSpent)
    .where(and(eq(timeSpent.userId, userId), eq(timeSpent.day, day)));
  return Object.fromEntries(rows.map((r) => [r.page, r.seconds]));
}

export async function addTimeRows(db: Db, rows: Array<typeof timeSpent.$inferInsert>) {
  await db.insert(timeSpent).values(rows);
}

export async function userSchoolIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: userSchools.schoolId }).from(userSchools).where(eq(userSchools.userId, userId));
  return rows.map((r) => r.id);
}
