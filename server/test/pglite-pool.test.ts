import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { catalogFingerprint, pooledClientOf, pooledPglite } from './pglite-pool';
import { loadSeededPglite } from './pglite-template';

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Everything a suite could tell apart between two databases: every table's rows in the order a
 * scan returns them, every sequence, the planner's size figures, the catalog, the session's
 * settings, prepared statements, LISTEN channels, advisory locks and sequence values.
 */
async function stateOf(client: PGlite) {
  const relations = await client.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.oid >= 16384 and c.relkind in ('r', 'S') order by 1`,
  );
  const rows: Record<string, unknown> = {};
  const sequences: Record<string, unknown> = {};
  const currentValues: Record<string, string> = {};
  for (const { name, kind } of relations.rows) {
    if (kind === 'r') {
      rows[name] = (await client.query(`select coalesce(json_agg(t)::text, '[]') as rows from ${name} t`)).rows[0];
    } else {
      sequences[name] = (await client.query(`select last_value, is_called from ${name}`)).rows[0];
      // Neither database has drawn from the sequence in its session: currval refuses.
      currentValues[name] = await client.query(`select currval('${name}')`).then(
        () => 'drawn',
        () => 'not drawn',
      );
    }
  }
  const sizes = await client.query('select oid::int, relpages, reltuples, relallvisible from pg_class where oid >= 16384 order by oid');
  return {
    tables: Object.keys(rows).length,
    rows,
    sequences,
    currentValues,
    sizes: sizes.rows,
    fingerprint: await catalogFingerprint(client),
    // A library's own settings (pg_trgm.*, plpgsql.*) are listed once it is loaded, by its first
    // use: those are compared only when not at their default. Values only: a transaction's
    // isolation shows the source `session` once one ran at another level, with the same value.
    settings: (await client.query(`select name, setting from pg_settings where name not like '%.%' or source <> 'default' order by name`))
      .rows,
    prepared: (await client.query('select name from pg_prepared_statements')).rows,
    listening: (await client.query('select pg_listening_channels() as channel')).rows,
    locks: (await client.query(`select locktype, objid from pg_locks where locktype = 'advisory'`)).rows,
    user: (await client.query('select current_user, session_user')).rows,
  };
}

/** Compares part by part, so a difference names what differs. */
async function expectFreshState(client: PGlite, expected: Awaited<ReturnType<typeof stateOf>>) {
  const actual = await stateOf(client);
  for (const part of Object.keys(expected) as Array<keyof typeof expected>) expect(actual[part], part).toStrictEqual(expected[part]);
}

/** Dirties a pooled database every way a suite's data and session could, short of changing the schema. */
async function dirty(client: PGlite) {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.oid >= 16384 and c.relkind = 'r' order by 1`,
  );
  await client.exec('set session_replication_role = replica');
  for (const { name } of tables.rows) {
    // Every row rewritten (a new version at the end of the table: scan order changes), one deleted.
    await client.exec(`update ${name} t set ${await firstColumn(client, name)};
      delete from ${name} where ctid = (select min(ctid) from ${name})`);
  }
  await client.exec(`
    set session_replication_role = origin;
    select nextval(format('%I.%I', n.nspname, c.relname)) from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and c.oid >= 16384;
    set statement_timeout = 12345;
    set search_path = pg_catalog;
    set timezone = 'Pacific/Auckland';
    select set_config('pg_trgm.similarity_threshold', '0.9', false);
    set session characteristics as transaction isolation level serializable;
    prepare pooled_statement as select 1;
    listen pooled_channel;
    select pg_advisory_lock(4242);
  `);
}

/** `col = col` for the table's first column (an update that changes nothing but the row's place). */
async function firstColumn(client: PGlite, table: string): Promise<string> {
  const column = await client.query<{ name: string }>(
    `select format('%I', attname) as name from pg_attribute where attrelid = '${table}'::regclass and attnum > 0
      and not attisdropped and attgenerated = '' and attidentity = '' order by attnum limit 1`,
  );
  const name = column.rows[0]!.name;
  return `${name} = t.${name}`;
}

describe('the per-worker pool of seeded PGlites', () => {
  let fresh: Database;
  let expected: Awaited<ReturnType<typeof stateOf>>;
  beforeAll(async () => {
    fresh = await loadSeededPglite();
    expected = await stateOf(clientOf(fresh));
  }, 120_000);
  afterAll(async () => {
    await fresh.close();
  });

  it('hands a database it reset back answering exactly like a freshly loaded one', async () => {
    const first = await pooledPglite(loadSeededPglite);
    const client = pooledClientOf(first)!;
    await expectFreshState(client, expected);
    await dirty(client);
    const dirtied = await stateOf(client);
    // The dirtying reaches rows, sequences and every kind of session state (the reset's TRUNCATE is what moves the sizes).
    for (const part of ['rows', 'sequences', 'currentValues', 'settings', 'prepared', 'listening', 'locks'] as const) {
      expect(dirtied[part], part).not.toEqual(expected[part]);
    }
    await first.close();

    const second = await pooledPglite(loadSeededPglite);
    try {
      expect(pooledClientOf(second) === client, 'the same PGlite').toBe(true);
      await expectFreshState(client, expected);
      // The closed suite's handle no longer reaches the database now lent to the next one.
      expect(() => clientOf(first).query('select 1')).toThrow(/closed/);
      // Writes to a few tables only: the reset refills what they touched, and what refers to it.
      // One statement string is one transaction: the rolled-back one runs on its own.
      await client.exec('delete from login_failures; truncate schools cascade');
      await client.exec(
        'begin; insert into courses select * from courses limit 0; delete from enrollments where ctid = (select min(ctid) from enrollments); rollback',
      );
      await client.exec(
        'set session_replication_role = replica; update users set email = email where ctid = (select max(ctid) from users); set session_replication_role = origin',
      );
      expect((await stateOf(client)).rows).not.toEqual(expected.rows);
    } finally {
      await second.close();
    }
    const third = await pooledPglite(loadSeededPglite);
    try {
      expect(pooledClientOf(third) === client, 'the same PGlite').toBe(true);
      await expectFreshState(client, expected);
    } finally {
      await third.close();
    }
  });

  it.each([
    ['a table added', 'create table pool_extra (id int)'],
    ['a column added', 'alter table users add column pool_extra int'],
    ['an index dropped', someIndexDrop],
    ['a trigger disabled', 'alter table enrollments disable trigger all'],
    ['a function replaced', 'create or replace function pool_probe() returns int language sql as $$ select 1 $$'],
    ['an extension dropped', 'drop extension pg_trgm cascade'],
    ['a temporary table used', 'create temp table pool_scratch (id int)'],
    ['a role created', 'create role pool_role'],
    ['statistics gathered', 'analyze'],
    ['a transaction left open', 'begin'],
  ] as Array<[string, string | ((client: PGlite) => Promise<string>)]>)(
    'closes a database instead of keeping it after %s',
    async (_change, statement) => {
      const database = await pooledPglite(loadSeededPglite);
      const client = pooledClientOf(database)!;
      await client.exec(typeof statement === 'string' ? statement : await statement(client));
      await database.close();
      expect(client.closed).toBe(true);
      const next = await pooledPglite(loadSeededPglite);
      expect(pooledClientOf(next) === client, 'the same PGlite').toBe(false);
      await next.close();
    },
  );
});

/** A `drop index` of one of the app's indexes (not one behind a constraint). */
async function someIndexDrop(client: PGlite): Promise<string> {
  const index = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, indexname) as name from pg_indexes i where schemaname = 'public'
      and not exists (select 1 from pg_constraint k where k.conname = i.indexname) order by 1 limit 1`,
  );
  return `drop index ${index.rows[0]!.name}`;
}
