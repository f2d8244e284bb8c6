import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * drizzle-kit qualifies every type and foreign-key target with "public". A database opened in its
 * own schema (tests on a shared PostgreSQL) gets a copy of the migrations aimed at that schema,
 * so its enums and tables live there too and parallel runs never collide.
 */
function migrationsInto(searchPath: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'lms-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
    const sqlFile = path.join(folder, file);
    writeFileSync(sqlFile, readFileSync(sqlFile, 'utf8').replaceAll('"public".', `"${searchPath}".`));
  }
  return folder;
}

export interface OpenOptions {
  /** `postgres://…`: use PostgreSQL through node-postgres. */
  databaseUrl?: string;
  /** Folder for PGlite; omitted: an in-memory PGlite (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (tests give each run a fresh one). */
  searchPath?: string;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (options.searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.searchPath}"`);
    const folder = options.searchPath ? migrationsInto(options.searchPath) : migrationsFolder;
    try {
      await migratePg(db as never, {
        migrationsFolder: folder,
        ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
      });
    } finally {
      if (folder !== migrationsFolder) rmSync(folder, { recursive: true, force: true });
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(folder);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
