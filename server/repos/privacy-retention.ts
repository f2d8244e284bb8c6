/**
 * The retention job's queries (docs/ARCHITECTURE.md, "Student privacy"): which students are due for
 * the purge, clearing abandoned roster uploads, and the record of each run in the audit log.
 */
import { and, desc, eq, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PrivacyPolicy } from '@/contract/schemas/privacy';
import { writeAudit } from '../access/audit';
import type { Db } from '../db/client';
import { auditLog, rosterImports, students } from '../db/schema';

const dayMs = 24 * 3600 * 1000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * dayMs);

export interface DueStudent {
  id: string;
  /** Why: a deletion request whose grace period is over, or deactivated for longer than the retention period. */
  reason: 'deletion-request' | 'retention';
}

/** A student is due for the purge at `now`: their deletion is due, or they left longer ago than the retention period. */
export function dueForPurge(now: Date, deactivatedRetentionDays: number): SQL {
  return or(
    lte(students.deletionDueAt, now),
    and(isNotNull(students.deactivatedAt), lte(students.deactivatedAt, daysBefore(now, deactivatedRetentionDays))),
  )!;
}

/** The students to purge, oldest id first (a stable order, so runs on two instances meet the same rows). */
export async function studentsDueForPurge(db: Db, due: SQL, now: Date): Promise<DueStudent[]> {
  const rows = await db.select({ id: students.id, deletionDueAt: students.deletionDueAt }).from(students).where(due).orderBy(students.id);
  return rows.map((r) => ({
    id: r.id,
    reason: r.deletionDueAt && r.deletionDueAt <= now ? 'deletion-request' : 'retention',
  }));
}

/** Drops the file of every roster upload not applied within the retention period; answers how many. */
export async function clearStaleRosterUploads(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cleared = await db
    .update(rosterImports)
    .set({ payload: null, planKey: null, plan: null })
    .where(
      and(isNotNull(rosterImports.payload), isNull(rosterImports.appliedAt), lte(rosterImports.createdAt, daysBefore(now, retentionDays))),
    )
    .returning({ id: rosterImports.id });
  return cleared.length;
}

export type RetentionRun = NonNullable<PrivacyPolicy['lastRun']>;

/** Records a run of the job (`retention.run`, no actor: the server itself). */
export async function recordRetentionRun(db: Db, run: RetentionRun): Promise<void> {
  await writeAudit(db, {
    actorId: null,
    action: 'retention.run',
    entity: 'privacy',
    entityId: null,
    meta: { at: run.at, studentsPurged: run.studentsPurged, uploadsCleared: run.uploadsCleared },
  });
}

/** The newest run of the job, on any server instance; null before the first. */
export async function lastRetentionRun(db: Db): Promise<RetentionRun | null> {
  const [row] = await db
    .select({ meta: auditLog.meta })
    .from(auditLog)
    .where(eq(auditLog.action, 'retention.run'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const meta = row.meta as RetentionRun;
  return { at: meta.at, studentsPurged: meta.studentsPurged, uploadsCleared: meta.uploadsCleared };
}
