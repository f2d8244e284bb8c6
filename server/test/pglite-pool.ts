import { appendFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * The seeded PGlites of one test worker, kept from suite to suite (server test files share their
 * worker's modules, `isolate: false`). Starting a PGlite from the dump costs 0.6–0.7 s of CPU, most
 * of it the wasm Postgres boot; putting a used one back to the seeded state costs a fraction of it
 * (figures in ARCHITECTURE.md §4 "CI time"). A suite's `close()` resets its database and keeps it
 * for the next suite of the worker; a database whose catalog a suite changed (tables, columns,
 * constraints, indexes, triggers, functions, sequences, extensions, roles, statistics…), or that was closed
 * inside a transaction or failed to reset, is closed instead.
 */

/** What the reset puts back: every table's rows, every sequence, the planner's size figures. */
interface Snapshot {
  /** `rows` is undefined for an empty table (PGlite writes no blob then); `referencedBy`: tables with a foreign key to it. */
  tables: Array<{ name: string; rows: Blob | undefined; count: number; referencedBy: string[] }>;
  sequences: Array<{ name: string; value: string; called: boolean }>;
  sizes: Array<{ oid: number; pages: number; tuples: number; allVisible: number }>;
  fingerprint: string;
}

/** What tells a table the suite wrote to: its storage file (TRUNCATE makes a new one) and the first transaction id after the last reset. */
interface Baseline {
  files: Map<string, number>;
  nextXid: bigint;
}

interface Pooled {
  client: PGlite;
  snapshot: Snapshot;
  baseline: Baseline;
}

/** Objects made by initdb have oids below this; everything a migration, extension or test makes is above. */
const firstUserOid = 16384;

/**
 * One hash of the catalog rows a suite could change and a data reset would not put back. The
 * planner's size figures, relfilenodes and transaction ids change with the data and are left out.
 */
const fingerprintQuery = `select md5(concat_ws('|',
  (select string_agg(concat_ws(':', c.oid, c.relname, c.relnamespace, c.reltype, c.relowner, c.relam, c.relkind,
      c.relpersistence, c.relnatts, c.relchecks, c.relhasrules, c.relhastriggers, c.relrowsecurity,
      c.relforcerowsecurity, c.relreplident, c.relispartition, c.relacl, c.reloptions), ',' order by c.oid)
    from pg_class c where c.oid >= ${firstUserOid}),
  (select string_agg(a::text, ',' order by a.attrelid, a.attnum) from pg_attribute a where a.attrelid >= ${firstUserOid}),
  (select string_agg(d::text, ',' order by d.oid) from pg_attrdef d where d.oid >= ${firstUserOid}),
  (select string_agg(k::text, ',' order by k.oid) from pg_constraint k where k.oid >= ${firstUserOid}),
  (select string_agg(i::text, ',' order by i.indexrelid) from pg_index i where i.indexrelid >= ${firstUserOid}),
  (select string_agg(t::text, ',' order by t.oid) from pg_trigger t where t.oid >= ${firstUserOid}),
  (select string_agg(t::text, ',' order by t.oid) from pg_event_trigger t),
  (select string_agg(p::text, ',' order by p.oid) from pg_proc p where p.oid >= ${firstUserOid}),
  (select string_agg(s::text, ',' order by s.seqrelid) from pg_sequence s),
  (select string_agg(e::text, ',' order by e.oid) from pg_extension e),
  (select string_agg(n::text, ',' order by n.oid) from pg_namespace n),
  (select string_agg(t::text, ',' order by t.oid) from pg_type t where t.oid >= ${firstUserOid}),
  (select string_agg(e::text, ',' order by e.oid) from pg_enum e),
  (select string_agg(p::text, ',' order by p.oid) from pg_policy p),
  (select string_agg(r::text, ',' order by r.oid) from pg_rewrite r where r.oid >= ${firstUserOid}),
  (select string_agg(r::text, ',' order by r.oid) from pg_authid r),
  (select string_agg(s::text, ',' order by s.setdatabase, s.setrole) from pg_db_role_setting s),
  (select string_agg(d::text, ',' order by d.oid) from pg_database d),
  (select string_agg(l::text, ',' order by l.oid) from pg_largeobject_metadata l),
  (select string_agg(c::text, ',' order by c.oid) from pg_collation c where c.oid >= ${firstUserOid}),
  (select string_agg(o::text, ',' order by o.oid) from pg_operator o where o.oid >= ${firstUserOid}),
  (select string_agg(c::text, ',' order by c.oid) from pg_cast c where c.oid >= ${firstUserOid}),
  (select string_agg(p::text, ',' order by p.oid) from pg_publication p),
  (select string_agg(s::text, ',' order by s.oid) from pg_statistic_ext s),
  -- The planner's statistics (an ANALYZE changes plans, and so the order of unordered answers).
  (select string_agg(s::text, ',' order by s.starelid, s.staattnum, s.stainherit) from pg_statistic s where s.starelid >= ${firstUserOid})
)) as fingerprint`;

/** The catalog's fingerprint (exported for the pool's own test). */
export async function catalogFingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(fingerprintQuery)).rows[0]!.fingerprint;
}

/** The tables' storage files and the next transaction id, taken after a load or a reset. */
async function takeBaseline(client: PGlite, snapshot: Snapshot): Promise<Baseline> {
  const files = await client.query<{ name: string; file: number }>(
    `${snapshot.tables
      .map(
        (t, i) =>
          `select ${i} as i, '${t.name.replaceAll("'", "''")}' as name, pg_relation_filenode('${t.name.replaceAll("'", "''")}')::int as file`,
      )
      .join(' union all ')} order by i`,
  );
  const next = await client.query<{ xid: string }>(
    `select (pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)::text as xid`,
  );
  return { files: new Map(files.rows.map((r) => [r.name, r.file])), nextXid: BigInt(next.rows[0]!.xid) };
}

/**
 * The tables a suite wrote to: a row added or changed since the baseline (its xmin is a later
 * transaction), fewer rows (a delete), or a new storage file (a TRUNCATE, whatever came after).
 * A transaction that rolled back leaves rows nobody sees: the table reads as before.
 */
async function writtenTables(client: PGlite, snapshot: Snapshot, baseline: Baseline): Promise<Set<string>> {
  const lines = snapshot.tables.map((t, i) => {
    const literal = `'${t.name.replaceAll("'", "''")}'`;
    return `select ${i} as i, pg_relation_filenode(${literal})::int as file, count(*)::int as count,
      count(*) filter (where xmin::text::bigint >= ${baseline.nextXid})::int as written from ${t.name}`;
  });
  const rows = await client.query<{ i: number; file: number; count: number; written: number }>(`${lines.join(' union all ')} order by i`);
  const written = new Set<string>();
  for (const row of rows.rows) {
    const table = snapshot.tables[row.i]!;
    if (row.written > 0 || row.count !== table.count || row.file !== baseline.files.get(table.name)) written.add(table.name);
  }
  return written;
}

/** Copies what the reset needs out of a freshly loaded database, before any suite touches it. */
async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  // Names as format('%I.%I') writes them, the same spelling as the foreign keys' below.
  const relations = await client.query<{ name: string; kind: string; oid: number }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind, c.oid::int as oid
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.oid >= ${firstUserOid} and c.relkind in ('r', 'S') and c.relpersistence <> 't' order by c.oid`,
  );
  const tables: Snapshot['tables'] = [];
  const sequences: Snapshot['sequences'] = [];
  for (const relation of relations.rows) {
    const name = relation.name;
    if (relation.kind === 'r') {
      const copied = await client.query(`copy ${name} to '/dev/blob'`);
      const count = await client.query<{ count: number }>(`select count(*)::int as count from ${name}`);
      const referencedBy = await client.query<{ name: string }>(
        `select distinct format('%I.%I', n.nspname, c.relname) as name from pg_constraint k
           join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'f' and k.confrelid = ${relation.oid}`,
      );
      tables.push({ name, rows: copied.blob, count: count.rows[0]!.count, referencedBy: referencedBy.rows.map((r) => r.name) });
    } else {
      const state = await client.query<{ value: string; called: boolean }>(
        `select last_value::text as value, is_called as called from ${name}`,
      );
      sequences.push({ name, ...state.rows[0]! });
    }
  }
  const sizes = await client.query<Snapshot['sizes'][number]>(
    `select oid::int as oid, relpages as pages, reltuples as tuples, relallvisible as "allVisible"
       from pg_class where oid >= ${firstUserOid} order by oid`,
  );
  return { tables, sequences, sizes: sizes.rows, fingerprint: await catalogFingerprint(client) };
}

/**
 * Puts the snapshot back: in one transaction with triggers and foreign-key checks off, every table
 * the suite wrote to (and every table with a foreign key to one of those, so TRUNCATE may empty it)
 * emptied and refilled in its original row order, every sequence set back, the size figures the
 * planner reads restored (TRUNCATE zeroes them); then the session's state is dropped (settings,
 * prepared statements, LISTEN, advisory locks, temporary tables, cached plans and sequence values).
 * Answers why the database cannot be kept, or undefined.
 */
async function reset(pooled: Pooled): Promise<string | undefined> {
  const { client, snapshot } = pooled;
  if (client.closed) return 'closed by the suite';
  if (client.isInTransaction()) return 'closed inside a transaction';
  // First, so a role or search_path the suite set cannot change what the fingerprint reads.
  await client.exec('discard all');
  if ((await catalogFingerprint(client)) !== snapshot.fingerprint) return 'catalog changed';
  const refill = await writtenTables(client, snapshot, pooled.baseline);
  // Close over "has a foreign key to a refilled table" (TRUNCATE refuses to leave such a row dangling).
  const byName = new Map(snapshot.tables.map((t) => [t.name, t]));
  const pending = [...refill];
  while (pending.length > 0) {
    for (const referencing of byName.get(pending.pop()!)?.referencedBy ?? []) {
      if (!refill.has(referencing)) {
        refill.add(referencing);
        pending.push(referencing);
      }
    }
  }
  await client.transaction(async (tx) => {
    const tables = snapshot.tables.filter((t) => refill.has(t.name));
    if (tables.length > 0) {
      await tx.exec(`set local session_replication_role = replica; truncate ${tables.map((t) => t.name).join(', ')}`);
      for (const table of tables) if (table.rows) await tx.query(`copy ${table.name} from '/dev/blob'`, [], { blob: table.rows });
    }
    const sequences = snapshot.sequences.map((s) => `select setval('${s.name.replaceAll("'", "''")}', ${s.value}, ${s.called});`);
    const sizes = snapshot.sizes.map((s) => `(${s.oid}, ${s.pages}, ${s.tuples}::real, ${s.allVisible})`).join(', ');
    await tx.exec(
      `${sequences.join('\n')}
       update pg_class c set relpages = s.pages, reltuples = s.tuples, relallvisible = s.allVisible
         from (values ${sizes}) as s(oid, pages, tuples, allVisible)
        where c.oid = s.oid::oid and (c.relpages, c.reltuples, c.relallvisible) is distinct from (s.pages, s.tuples, s.allVisible);`,
    );
  });
  await client.exec('discard all');
  pooled.baseline = await takeBaseline(client, snapshot);
  return undefined;
}

const free: Pooled[] = [];
/** The PGlite behind each handle (the pool's own test tells reuse from a new load with it). */
const clients = new WeakMap<Database, PGlite>();

export function pooledClientOf(database: Database): PGlite | undefined {
  return clients.get(database);
}

/** With `TEST_PGLITE_POOL_LOG=<file>`, one line per open, reuse and drop (the run's counts). */
function record(event: string, started: number) {
  const file = process.env.TEST_PGLITE_POOL_LOG;
  if (file) appendFileSync(file, `${process.pid} ${event} ${(performance.now() - started).toFixed(1)}\n`);
}

/**
 * A handle on a pooled PGlite for one suite: its own drizzle over a view of the client that refuses
 * every use once the suite closed it (a late query must not land in the next suite's database).
 * Its `close()` resets the database and puts it back, or closes it.
 */
function handle(pooled: Pooled): Database {
  let released = false;
  const view = new Proxy(pooled.client, {
    get(target, property) {
      if (released) throw new Error('this PGlite was closed (and handed to the next suite)');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = drizzle(view, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    dump: () => view.dumpDataDir('none'),
    async close() {
      if (released) return;
      released = true;
      const started = performance.now();
      const why = await reset(pooled).catch((error: Error) => `reset failed: ${error.message}`);
      if (why) {
        record(`drop (${why})`, started);
        if (!pooled.client.closed) await pooled.client.close();
        return;
      }
      record('reset', started);
      free.push(pooled);
    },
  };
  clients.set(database, pooled.client);
  return database;
}

/** A seeded PGlite: a pooled one put back to the seeded state, or a new one from `open`. */
export async function pooledPglite(open: () => Promise<Database>): Promise<Database> {
  const started = performance.now();
  const reused = free.pop();
  if (reused) {
    record('reuse', started);
    return handle(reused);
  }
  const database = await open();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const snapshot = await takeSnapshot(client);
  const pooled = { client, snapshot, baseline: await takeBaseline(client, snapshot) };
  record('open', started);
  return handle(pooled);
}
