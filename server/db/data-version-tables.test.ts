import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../seed/run';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { globalDataScope, trackedTables, untrackedTables } from './data-version-tables';
import * as schema from './schema';
import { sqlRows } from './sql-rows';

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map(getTableName);

describe('the map of tables to data versions', () => {
  it('names every table of the schema once: tracked, or with the reason no cached answer sees its changes', () => {
    expect(tables.length).toBeGreaterThan(50);
    for (const name of tables) {
      const places = [name in trackedTables, name in untrackedTables].filter(Boolean).length;
      expect(
        places,
        `${name}: add it to trackedTables (and a data_versions_track call in a migration) or to untrackedTables with a reason`,
      ).toBe(1);
    }
    for (const name of [...Object.keys(trackedTables), ...Object.keys(untrackedTables)]) expect(tables).toContain(name);
  });
});

describe.each(databaseKinds)('the data version triggers (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are on exactly the tracked tables, for every kind of write', async () => {
    const rows = await sqlRows<{ table: string; triggers: string[] }>(
      server.database.db,
      sql`select c.relname as table, array_agg(t.tgname::text order by t.tgname) as triggers
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname like 'zz\\_data\\_versions\\_%' and c.relnamespace = to_regnamespace(current_schema())::oid
        group by c.relname`,
    );
    const found = Object.fromEntries(rows.map((r) => [r.table, r.triggers]));
    const kinds = ['delete', 'insert', 'truncate', 'update'].map((k) => `zz_data_versions_${k}`);
    expect(Object.keys(found).sort()).toEqual(Object.keys(trackedTables).sort());
    for (const name of Object.keys(trackedTables)) expect(found[name], name).toEqual(kinds);
  });

  it('only ever grow, through a reset of the demo data too (truncate every table, seed again)', async () => {
    const versions = async () =>
      new Map(
        (
          await sqlRows<{ id: string; v: number }>(server.database.db, sql`select school_id as id, version::int as v from data_versions`)
        ).map((r) => [r.id, r.v]),
      );
    const before = await versions();
    expect(before.get(globalDataScope)).toBeGreaterThan(0);
    await runSeed(server.database.db, { reset: true });
    const after = await versions();
    for (const [id, v] of before) expect(after.get(id), id).toBeGreaterThan(v);
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('the commit-time bump (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server?.close();
  });
  const versionOf = async (schoolId: string) =>
    (await sqlRows<{ v: number }>(server.database.db, sql`select version::int as v from data_versions where school_id = ${schoolId}`))[0]
      ?.v;

  it('lets a write of a school go on while another transaction that wrote to it is still open, and counts both at their commits', async () => {
    const db = server.database.db;
    // Two rows of one school: each transaction holds only its own row.
    const sections = await sqlRows<{ id: string; schoolId: string }>(
      db,
      sql`select id, school_id as "schoolId" from grade_sections
        where school_id = (select school_id from grade_sections group by school_id having count(*) > 1 order by school_id limit 1)
        order by id limit 2`,
    );
    const [first, second] = sections;
    const schoolId = first!.schoolId;
    const before = await versionOf(schoolId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update grade_sections set name = name where id = ${first!.id}`);
      // Another connection writes the same school while this transaction holds its write: with the
      // counter row locked from the write on, it would wait for this commit (and time out here).
      await db.transaction(async (other) => {
        await other.execute(sql`set local lock_timeout = '2s'`);
        await other.execute(sql`update grade_sections set name = name where id = ${second!.id}`);
      });
      expect(await versionOf(schoolId)).toBeGreaterThan(before!);
    });
    const after = await versionOf(schoolId);
    expect(after! - before!).toBe(2);
    expect(await sqlRows(db, sql`select txid from data_version_commits`)).toEqual([]);
  });

  it('bumps nothing for a write rolled back with its savepoint', async () => {
    const db = server.database.db;
    const [school] = await sqlRows<{ id: string }>(db, sql`select id from schools order by id desc limit 1`);
    const before = await versionOf(school!.id);
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update schools set name = name where id = ${school!.id}`);
          throw new Error('rolled back');
        })
        .catch(() => {});
    });
    expect(await versionOf(school!.id)).toBe(before);
  });
});
