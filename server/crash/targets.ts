/**
 * Where a crash scenario's server keeps its data, and how the suite reads the state a kill left.
 *
 * Every scenario runs on its own copy of one seeded database, so scenarios never see each
 * other's writes: PGlite copies a seeded data folder, PostgreSQL creates a database from a seeded
 * one (`CREATE DATABASE … TEMPLATE`) on `TEST_DATABASE_URL`'s server. Both are removed afterwards.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { seededPgliteDump } from '../test/pglite-template';
import { seededPostgresTemplate, testDatabasePrefix } from '../test/postgres-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database state right after a kill, opened in this process for SQL checks. */
export interface CrashImage {
  database: Database;
  close(): Promise<void>;
}

export interface CrashTarget {
  kind: DatabaseKind;
  /** The server's DATA_DIR (PGlite's files, the JWT secret). */
  dataDir: string;
  /** Extra environment of the server process (PostgreSQL: `DATABASE_URL`). */
  env: Record<string, string>;
  /**
   * Called after a kill and before the restart. PGlite: copies the data folder as the kill left it
   * (synchronously, before the restarted server touches it) and opens the copy, so the suite's SQL
   * checks and the restarted server each recover the same crash image. PostgreSQL: the database
   * itself (the database server did not crash, only its client).
   */
  captureCrash(): Promise<CrashImage>;
  remove(): Promise<void>;
}

/** A seeded database that scenario targets are copied from. */
export interface SeededSource {
  kind: DatabaseKind;
  newTarget(label: string): Promise<CrashTarget>;
  remove(): Promise<void>;
}

/**
 * Data folders go to memory (`/dev/shm`) where there is one, else the temp folder; `CRASH_TMPDIR`
 * chooses. A SIGKILL loses what the process held, never what it handed to the kernel, so a kill
 * tests the same on either (a power cut would not, and no test here simulates one); in memory the
 * crash-image copies take 0.2 s instead of 3–6 s on a busy disk.
 */
const scratch = process.env.CRASH_TMPDIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
const tempDir = (label: string) => mkdtempSync(path.join(scratch, `lms-crash-${label}-`));
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite'); // where openDatabase keeps PGlite's files

/**
 * The seeded source is the test suites' own seeded database (built once per run by their global
 * setup, server/test/): a PGlite data folder loaded from its dump, or a copy of the PostgreSQL
 * template. Seeding a fresh database per source cost 5–15 s of CPU each (6 per run).
 */
async function pgliteSource(): Promise<SeededSource> {
  const source = tempDir('seed');
  // The dump loaded into a data folder, with the extensions `openDatabase` loads (server/db/client.ts).
  const seeded = new PGlite(pgliteFolder(source), { extensions: { pg_trgm }, loadDataDir: await seededPgliteDump() });
  await seeded.waitReady;
  await seeded.close();
  return {
    kind: 'pglite',
    newTarget: async (label) => {
      const dataDir = tempDir(label);
      cpSync(pgliteFolder(source), pgliteFolder(dataDir), { recursive: true });
      return {
        kind: 'pglite',
        dataDir,
        env: {},
        captureCrash: async () => {
          const copy = tempDir(`${label}-image`);
          cpSync(pgliteFolder(dataDir), pgliteFolder(copy), { recursive: true });
          const database = await openDatabase({ dataDir: copy });
          return {
            database,
            close: async () => {
              await database.close();
              rmSync(copy, { recursive: true, force: true });
            },
          };
        },
        remove: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
    remove: async () => rmSync(source, { recursive: true, force: true }),
  };
}

/** Runs one statement on the maintenance connection (`TEST_DATABASE_URL`). */
async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresSource(adminUrl: string): Promise<SeededSource> {
  // Letters, digits and _ only (the prefix too): the names go into statements unquoted-safe and quoted.
  const run = `${testDatabasePrefix}crash_${randomBytes(5).toString('hex')}`;
  const seedName = await seededPostgresTemplate(adminUrl);
  const drop = (name: string) => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  return {
    kind: 'postgres',
    newTarget: async (label) => {
      const name = `${run}_${label.replace(/[^a-z0-9]/g, '_')}`;
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${seedName}"`);
      const url = databaseUrl(adminUrl, name);
      const dataDir = tempDir(label);
      return {
        kind: 'postgres',
        dataDir,
        env: { DATABASE_URL: url },
        captureCrash: async () => {
          const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
          return { database, close: () => database.close() };
        },
        remove: async () => {
          rmSync(dataDir, { recursive: true, force: true });
          await drop(name);
        },
      };
    },
    // The template is the test suites': it stays.
    remove: async () => {},
  };
}

export function seededSource(kind: DatabaseKind): Promise<SeededSource> {
  if (kind === 'pglite') return pgliteSource();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return postgresSource(adminUrl);
}
