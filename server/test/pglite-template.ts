import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { pooledPglite } from './pglite-pool';

/**
 * A migrated PGlite with the demo school, dumped once and loaded by every suite. A fresh PGlite
 * spends most of its start in initdb; with migrations and the seed that is 5 s on a quiet
 * machine (15–25 s on a busy one), loading the dump about a fifth of that. The dump is kept in
 * the temp folder under a hash of everything that shapes it, so a changed migration, seed or
 * PGlite version builds a new one, and test files in other workers reuse it.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filePrefix = 'lms-test-pglite-';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return filesUnder(full);
      return name.endsWith('.test.ts') ? [] : [full];
    });
}

function pgliteVersion(): string {
  // The package does not export its package.json: walk up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
    } catch {
      dir = path.dirname(dir);
    }
  }
  return 'unknown';
}

/** A hash of everything that shapes the seeded database (PGlite's dump and PostgreSQL's template share it). */
export function seededTemplateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const inputs = [
    ...filesUnder(path.join(serverDir, 'db')),
    ...filesUnder(path.join(serverDir, 'seed')),
    path.join(serverDir, 'auth', 'passwords.ts'),
  ];
  for (const file of inputs) hash.update(path.relative(serverDir, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const templateFile = () => path.join(tmpdir(), `${filePrefix}${seededTemplateKey()}.tar`);

/** Seeds a fresh PGlite and writes its dump; answers the (still pristine) database and the dump. */
async function buildTemplate(file: string): Promise<{ database: Database; dump: Blob }> {
  const database = await openDatabase({});
  await seedDemo(database.db);
  const dump = await database.dump!();
  // Write then rename, so a worker never reads a half-written file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Drop dumps nobody built for a day (worktrees on other commits keep theirs meanwhile).
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (name.startsWith(filePrefix) && other !== file && Date.now() - statSync(other).mtimeMs > 24 * 3600 * 1000) {
      rmSync(other, { force: true });
    }
  }
  return { database, dump };
}

/**
 * Vitest global setup of the server project: builds the dump once before any worker starts, so
 * no two test files build it at the same time (and no hook timeout has to cover it).
 */
export async function prepareSeededTemplate(): Promise<void> {
  const file = templateFile();
  if (existsSync(file)) return;
  const { database } = await buildTemplate(file);
  await database.close();
}

let cached: Blob | undefined;

/**
 * An in-memory PGlite holding the demo school, as loaded from the dump. Without a dump (a test
 * run without the global setup) it is seeded here and dumped for the next ones.
 */
export function openSeededPglite(): Promise<Database> {
  // A worker keeps the ones its suites closed, reset to the seeded state (pglite-pool.ts);
  // `TEST_PGLITE_POOL=0` loads a new one every time (to measure the pool against).
  return process.env.TEST_PGLITE_POOL === '0' ? loadSeededPglite() : pooledPglite(loadSeededPglite);
}

export async function loadSeededPglite(): Promise<Database> {
  const file = templateFile();
  if (!cached && existsSync(file)) cached = new Blob([readFileSync(file)]);
  if (cached) return openDatabase({ fromDump: cached });
  const { database, dump } = await buildTemplate(file);
  cached = dump;
  return database;
}

/** The dump itself (the crash suites load it into a data folder, server/crash/targets.ts). */
export async function seededPgliteDump(): Promise<Blob> {
  const file = templateFile();
  if (!cached && existsSync(file)) cached = new Blob([readFileSync(file)]);
  if (!cached) await (await loadSeededPglite()).close();
  return cached!;
}
