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
import { arrayLiteral, builtQuery, preparedRows, preparedRowsOfMany } from '../db/sql-rows';
import { GroupCommit } from '../lib/group-commit';
import { requestAddress } from '../lib/request-context';
import { uuidShape } from '../lib/uuid-shape';

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

/** A gate waiting for its batch: its entry, its request's address, and the ids its reach check compares. */
interface WaitingGate {
  entry: AuditEntry;
  ip: string | null;
  ids: string[];
}

/** The gates of one database handle, one batch per text of reach check (a role and a kind of record). */
const gateBatches = new WeakMap<Db, Map<string, GroupCommit<WaitingGate, boolean>>>();

/** One gate's way to its batch (`gateOf`). */
export interface BatchedGate {
  /**
   * Claims the batch of this kind of gate for a statement that carries the gate itself (a declared
   * read's gate riding on its first statement, ARCHITECTURE.md §19), answering the release to call
   * once that statement returned; null while a batch of its kind is in flight: then the gate joins
   * the next one (`submit`). A lone read rides (one statement), reads that come together share one
   * gate statement.
   */
  claimAlone(): (() => void) | null;
  /**
   * `writeAuditIf` in a group commit (ARCHITECTURE.md §19): concurrent gates with the same reach
   * check go to PostgreSQL as one statement, which checks each gate's reach and inserts the audit
   * rows of the opened ones (one statement: the check and the rows cannot drift apart, and the
   * statement commits before any of them answers). The row is the one `writeAuditIf` writes (actor,
   * action, record, meta, the request's address, the database's time). A reach check whose values are
   * not all ids (a null district, say) runs alone, so its error, if any, is its own request's.
   */
  submit(entry: AuditEntry): Promise<boolean>;
}

/**
 * The batch of gates with this reach check on `db`, for one gate: its reach check is built once
 * (for the batch's key and this gate's ids), whether the gate then rides or joins the batch.
 */
export function gateOf(db: Db, allowed: SQL): BatchedGate {
  const gates = gateBatchOf(db, allowed);
  if (!gates) return { claimAlone: () => () => {}, submit: (entry) => writeAuditIf(db, entry, allowed) };
  return {
    claimAlone: () => gates.batch.claimAlone(),
    submit: (entry) => gates.batch.submit({ entry, ip: requestAddress(), ids: gates.ids }),
  };
}

/** The batch of gates with this reach check on `db`, and this gate's ids; null when its values are not all ids. */
function gateBatchOf(db: Db, allowed: SQL): { batch: GroupCommit<WaitingGate, boolean>; ids: string[] } | null {
  const reach = builtQuery(allowed);
  const ids = reach.params;
  if (!ids.every((id): id is string => typeof id === 'string' && uuidShape.test(id)) || /'[^']*\$/.test(reach.sql)) return null;
  let byReach = gateBatches.get(db);
  if (!byReach) {
    byReach = new Map();
    gateBatches.set(db, byReach);
  }
  let batch = byReach.get(reach.sql);
  if (!batch) {
    batch = new GroupCommit(gateBatchRunner(db, reach.sql, ids.length));
    byReach.set(reach.sql, batch);
  }
  return { batch, ids };
}

/**
 * The statement of a batch of gates whose reach check is `reachText` with `idCount` ids ($1…): one
 * row per gate from arrays, the reach check per row with the ids as its columns, the opened gates'
 * rows inserted, and per gate whether it opened. Its text is fixed per reach check, so it is
 * prepared (`preparedRowsOfMany`).
 */
function gateBatchRunner(db: Db, reachText: string, idCount: number) {
  const idColumns = Array.from({ length: idCount }, (_, i) => `v${i + 1}`);
  const perRow = sql.raw(reachText.replace(/\$(\d+)\b/g, 'gate_item.v$1'));
  return async (gates: WaitingGate[]): Promise<boolean[]> => {
    const column = (pick: (gate: WaitingGate) => string | null) => arrayLiteral(gates.map(pick));
    const idArrays = idColumns.map((_, i) => sql`, ${column((gate) => gate.ids[i] ?? null)}::text::uuid[]`);
    const rows = await preparedRowsOfMany<{ n: number; opened: boolean; written: number }>(
      db,
      sql`with gates as (
        select gate_item.n, gate_item.actor_id, gate_item.action, gate_item.entity, gate_item.entity_id, gate_item.meta, gate_item.ip,
          reached.opened is not null as opened
        from unnest(${column((gate) => gate.entry.actorId)}::text::uuid[], ${column((gate) => gate.entry.action)}::text::text[],
          ${column((gate) => gate.entry.entity)}::text::text[], ${column((gate) => gate.entry.entityId)}::text::text[],
          ${column((gate) => (gate.entry.meta ? JSON.stringify(gate.entry.meta) : null))}::text::jsonb[],
          ${column((gate) => gate.ip)}::text::text[]${sql.join(idArrays)})
          with ordinality as gate_item(actor_id, action, entity, entity_id, meta, ip${sql.raw(idColumns.map((c) => `, ${c}`).join(''))}, n)
        left join lateral (select true as opened where ${perRow}) reached on true
      ), written as (
        insert into audit_log (actor_id, action, entity, entity_id, meta, ip)
        select actor_id, action, entity, entity_id, meta, ip from gates where opened order by n
        returning 1
      )
      select n::int as n, opened, (select count(*)::int from written) as written from gates order by n`,
    );
    const opened = rows.map((row) => row.opened);
    // The statement wrote exactly the opened gates' rows, or it is not trusted with any answer.
    if (rows.length !== gates.length || rows.some((row) => row.written !== opened.filter(Boolean).length))
      throw new Error('audit gate batch: rows written do not match the gates opened');
    return opened;
  };
}
