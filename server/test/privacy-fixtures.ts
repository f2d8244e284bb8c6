/** Test helpers for the privacy suites: the export's zip, the whole database searched for an id, roster rows. */
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { Db } from '../db/client';
import { familySummarySends, parentStudents, rosterImportChanges, rosterImports, rosterLinks, students } from '../db/schema';
import { sqlRows } from '../db/sql-rows';

/** The files of a base64 zip, as text by path. */
export function unzipText(base64: string): Record<string, string> {
  const files = unzipSync(new Uint8Array(Buffer.from(base64, 'base64')));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

/** Every base table of the database the suite runs in (its own schema on PostgreSQL). */
export async function baseTables(db: Db): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/**
 * For every table of the database, the rows whose text (the whole row cast to text, every column
 * included) contains the id, as `row_to_json`; only tables with such rows are keys.
 */
export async function rowsMentioning(db: Db, id: string): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const table of await baseTables(db)) {
    const rows = await sqlRows<{ row: unknown }>(
      db,
      sql`select row_to_json(x) as row from ${sql.identifier(table)} x where position(${id} in x::text) > 0`,
    );
    if (rows.length > 0) found[table] = rows.map((r) => r.row);
  }
  return found;
}

/** Rows in a canonical order, so two reads of the same rows compare equal whatever their order. */
export const canonical = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();

/** A weekly summary mail about the student to each of their parents, as the job records it (family summaries). */
export async function addSummaryTraces(db: Db, studentId: string): Promise<void> {
  const parents = await db
    .select({ parentId: parentStudents.parentId })
    .from(parentStudents)
    .where(eq(parentStudents.studentId, studentId));
  if (parents.length === 0) return;
  await db.insert(familySummarySends).values(
    parents.map(({ parentId }) => ({
      parentId,
      studentId,
      week: '2026-11-16',
      tokenHash: randomBytes(32).toString('hex'),
      timeSpentSeconds: 600,
    })),
  );
}

/**
 * An applied roster import that created the students in one batch, as the apply logs it (one entry
 * per table and batch: key columns, arrays of row images), with each student's OneRoster user link
 * and one class's folded enrollment links (which name every student of the batch).
 */
export async function addRosterTraces(db: Db, districtId: string, studentIds: string[]): Promise<void> {
  const [row] = await db
    .insert(rosterImports)
    .values({
      districtId,
      fileName: 'oneroster.zip',
      fileSha256: 'ab'.repeat(32),
      status: 'applied',
      diff: {},
      errors: [],
      appliedAt: new Date(),
    })
    .returning({ id: rosterImports.id });
  const batch = await db.select().from(students).where(inArray(students.id, studentIds));
  const classId = 'c0ffee00-0000-4000-8000-000000000001';
  await db.insert(rosterImportChanges).values([
    {
      importId: row!.id,
      seq: 1,
      tableName: 'students',
      rowKey: ['id'],
      before: batch.map((s) => ({ id: s.id, first_name: `${s.firstName}-before`, last_name: s.lastName, student_number: s.studentNumber })),
      after: batch.map((s) => ({ id: s.id, first_name: s.firstName, last_name: s.lastName, student_number: s.studentNumber })),
    },
    {
      importId: row!.id,
      seq: 2,
      tableName: 'roster_links',
      rowKey: ['district_id', 'entity', 'sourced_id'],
      before: null,
      after: [
        ...batch.map((s) => ({ district_id: districtId, entity: 'user', sourced_id: `sis-${s.id.slice(0, 8)}` })),
        { district_id: districtId, entity: 'classEnrollments', sourced_id: classId },
      ],
    },
  ]);
  await db
    .insert(rosterLinks)
    .values([
      ...batch.map((s) => ({ districtId, entity: 'user', sourcedId: `sis-${s.id.slice(0, 8)}`, localId: s.id })),
      {
        districtId,
        entity: 'classEnrollments',
        sourcedId: classId,
        localId: classId,
        data: Object.fromEntries(batch.map((s) => [`enr-${s.id.slice(0, 8)}`, s.id])),
      },
    ])
    .onConflictDoNothing();
}

/** A roster upload of `daysAgo` days, applied or not, with its file. */
export async function addRosterUpload(db: Db, districtId: string, daysAgo: number, applied: boolean): Promise<string> {
  const createdAt = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
  const [row] = await db
    .insert(rosterImports)
    .values({
      districtId,
      fileName: 'upload.zip',
      fileSha256: 'cd'.repeat(32),
      payload: new Uint8Array([80, 75, 3, 4]),
      status: applied ? 'applied' : 'dry-run',
      diff: {},
      errors: [],
      createdAt,
      appliedAt: applied ? createdAt : null,
    })
    .returning({ id: rosterImports.id });
  return row!.id;
}

export async function hasPayload(db: Db, importId: string): Promise<boolean> {
  const [row] = await db.select({ payload: rosterImports.payload }).from(rosterImports).where(eq(rosterImports.id, importId));
  return row?.payload != null;
}

/** The audit rows of an action, oldest first. */
export function auditRowsOf(db: Db, action: string) {
  return sqlRows<{ actor_id: string | null; entity: string; entity_id: string | null; meta: Record<string, unknown> | null }>(
    db,
    sql`select actor_id, entity, entity_id, meta from audit_log where action = ${action} order by id`,
  );
}
