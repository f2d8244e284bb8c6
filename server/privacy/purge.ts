/**
 * The purge of one student (docs/ARCHITECTURE.md, "Student privacy"): every row of `studentTables`
 * goes, every mention in `studentMentions` is rewritten, and one audit row `student.purged` records
 * it without the id (its SHA-256 as `ref`), all in one transaction. Irreversible by design.
 */
import { createHash } from 'node:crypto';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../access/audit';
import type { Tx } from '../db/client';
import { students } from '../db/schema';
import { studentMentions, studentTables } from '../repos/student-tables';

export type PurgeReason = 'deletion-request' | 'retention';

/** The SHA-256 of the id, hex: names a purged student in the audit log without keeping their id. */
export const purgeRef = (studentId: string) => createHash('sha256').update(studentId).digest('hex');

/** What a mention of the id becomes: distinct per student, so a page path stays unique in its key. */
const mentionAfterPurge = (studentId: string) => `purged-${purgeRef(studentId).slice(0, 16)}`;

async function rewriteMention(tx: Tx, column: Column, studentId: string, replacement: string) {
  const json = column.getSQLType() === 'jsonb';
  const text = json ? sql`${column}::text` : sql`${column}`;
  const rewritten = sql`replace(${text}, ${studentId}, ${replacement})`;
  await tx.execute(sql`
    update ${column.table} set ${sql.identifier(column.name)} = ${json ? sql`${rewritten}::jsonb` : rewritten}
    where position(${studentId} in ${text}) > 0`);
}

/**
 * Purges the student in the given transaction if `due` (a condition over `students`) still holds
 * under the row's lock, so a deletion cancelled a moment before is never carried out. Answers false
 * when there is nothing to purge: gone already, no longer due, or another server instance holds the
 * row for its own purge (`skip locked`).
 */
export async function purgeStudent(tx: Tx, studentId: string, reason: PurgeReason, due: SQL): Promise<boolean> {
  const [student] = await tx
    .select({ schoolId: students.schoolId, requestedBy: students.deletionRequestedBy })
    .from(students)
    .where(and(eq(students.id, studentId), due))
    .for('update', { skipLocked: true });
  if (!student) return false;
  for (const { table, rowsOf } of studentTables) await tx.execute(sql`delete from ${table} where ${rowsOf(studentId)}`);
  const replacement = mentionAfterPurge(studentId);
  for (const column of studentMentions) await rewriteMention(tx, column, studentId, replacement);
  await writeAudit(tx, {
    actorId: null,
    action: 'student.purged',
    entity: 'student',
    entityId: null,
    meta: { schoolId: student.schoolId, ref: purgeRef(studentId), reason, requestedBy: student.requestedBy },
  });
  return true;
}
