import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Broadcast, postgresBroadcast } from './broadcast';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened by `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: LISTEN/NOTIFY between the server instances sharing the database. */
  broadcast?: Broadcast;
  /** PGlite only: the whole database as a tarball (tests start other databases from it). */
  dump?(): Promise<Blob>;
}

/** The contrib extensions the migrations create (PostgreSQL ships them; PGlite loads them here). */
const extensions = { pg_trgm };

/**
 * The handle each database's batch statements run on (ARCHITECTURE.md §19). Their items come as
 * arrays (`unnest`), whose length PostgreSQL sees when it plans with the values: so it judged a plan
 * made for any length (100 rows, by its default) dearer than one made for the batch at hand, and
 * planned every execution anew (`plans` = `calls` in pg_stat_statements), which cost more than
 * running it (the session statement 0.35 ms to plan, 0.12 to run). Connections with
 * `plan_cache_mode = force_generic_plan` plan each such statement once; the other statements, on the
 * main pool, are planned as before (their plans may depend on their values: a date range, a scope).
 */
const batchHandles = new WeakMap<Db | Tx, Db>();

/** Where the batch statements of `db` run (`preparedRowsOfMany`): its batch connections, or itself. */
export const batchHandleOf = (db: Db | Tx): Db | Tx => batchHandles.get(db) ?? db;

/** Connections of the batch statements' pool, besides the main pool's (`Config.databasePoolSize`). */
const batchPoolSize = 4;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** `postgres://…`: use PostgreSQL through node-postgres. */
  databaseUrl?: string;
  /** PostgreSQL only: pool size (`Config.databasePoolSize`); omitted: node-postgres's default of 10. */
  poolSize?: number;
  /** Folder for PGlite; omitted: an in-memory PGlite (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (tests give each run a fresh one). */
  searchPath?: string;
  /** An in-memory PGlite started from a dump of another (tests: skips initdb, migrations and seed). */
  fromDump?: Blob;
}

/**
 * Applies the migrations inside another schema than `public` (tests: one fresh schema per suite).
 * drizzle-kit writes `"public".` before every type and foreign-key target, which would put enums
 * in the shared `public` schema and point foreign keys at tables that are not there; the
 * statements are retargeted to the given schema. What drizzle's own `migrate` does otherwise.
 */
async function migrateIntoSchema(db: Db, schemaName: string) {
  const migrations = readMigrationFiles({ migrationsFolder }).map((m) => ({
    ...m,
    sql: m.sql.map((statement) => statement.replaceAll('"public".', `"${schemaName}".`)),
  }));
  const internals = db as unknown as { dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> }; session: unknown };
  await internals.dialect.migrate(migrations, internals.session, { migrationsFolder, migrationsSchema: schemaName });
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connection: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, ...(options.poolSize ? { max: options.poolSize } : {}) });
    // An idle connection the server loses (PostgreSQL restarted, the backend terminated by an
    // administrator or a failover) is dropped by the pool, and the next query opens a new one; the
    // pool reports it as an 'error' event, which without a listener would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // The batch statements' own connections, which keep one plan per statement (`batchHandleOf`): at
    // most one batch of each kind is in flight (sessions, rate-limit hits, gates by reach check).
    const batchPool = new pg.Pool({
      ...connection,
      options: [connection.options, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
      max: batchPoolSize,
    });
    batchPool.on('error', () => {});
    batchHandles.set(db, drizzlePg(batchPool, { schema }) as unknown as Db);
    if (options.searchPath) {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.searchPath}"`);
      await migrateIntoSchema(db, options.searchPath);
    } else {
      await migratePg(db as never, { migrationsFolder });
    }
    return {
      db,
      kind: 'postgres',
      broadcast: postgresBroadcast(pool, connection, options.searchPath),
      close: async () => {
        await Promise.all([pool.end(), batchPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(folder, { extensions });
  } else {
    client = new PGlite({ extensions, ...(options.fromDump ? { loadDataDir: options.fromDump } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
