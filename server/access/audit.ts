/**
 * The one audit writer (docs/ARCHITECTURE.md §4): every audit row of the server is written here,
 * either unconditionally inside the transaction of the change it records (`writeAudit`), or for a
 * read in the same statement as its access check (`writeAuditIf`, through `audited-reads.ts`).
 * Each row carries the address of the request it was written in (`request-context.ts`), so no
 * caller passes it; the server's own jobs run outside any request and write null.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { preparedRows } from '../db/sql-rows';
import { requestAddress } from '../lib/request-context';

/** One audit-log entry: who did what to which record (the time is the database's). */
export interface AuditEntry {
  /** Null for the server's own jobs (the retention job). */
  actorId: string | null;
  /** e.g. `student.read`, `gradebook.score.save`. */
  action: string;
  /** e.g. `student`, `course_instance`, `grade_section`, `gradebook_template`. */
  entity: string;
  /** Null when the record is gone and must not be named (`student.purged`, docs/ARCHITECTURE.md "Student privacy"). */
  entityId: string | null;
  meta?: Record<string, unknown>;
}

/**
 * Writes the entry. Give it the transaction of the change being recorded, so the change and its
 * audit row commit or fail together.
 */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, meta: entry.meta ?? null, ip: requestAddress() });
}

/**
 * Writes the entry only when `allowed` (an SQL boolean, typically `reaches(…)` from `reach.ts`)
 * holds, and answers whether it did. One statement: the access check and its audit row cannot
 * drift apart, and a refused read leaves no "read" row behind.
 */
export async function writeAuditIf(db: Db | Tx, entry: AuditEntry, allowed: SQL): Promise<boolean> {
  // Prepared: its text is fixed per role and kind of record (the values are parameters), and the
  // reach check in it cost more to plan than to run; every audited read runs it.
  const written = await preparedRows<{ id: string }>(db, auditGate(entry, allowed));
  return written.length > 0;
}

/**
 * The statement of `writeAuditIf`: inserts the entry when `allowed` holds, returning its id (no
 * row when refused). A declared read folds it into the handler's first statement as a CTE
 * (`server/db/sql-rows.ts`, ARCHITECTURE.md §19), so the gate costs no round trip of its own.
 */
export function auditGate(entry: AuditEntry, allowed: SQL): SQL {
  const meta = entry.meta ? JSON.stringify(entry.meta) : null;
  return sql`
    insert into audit_log (actor_id, action, entity, entity_id, meta, ip)
    select ${entry.actorId}::uuid, ${entry.action}, ${entry.entity}, ${entry.entityId}, ${meta}::jsonb, ${requestAddress()}
    where ${allowed}
    returning id`;
}
