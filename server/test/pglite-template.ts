import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';

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

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const inputs = [
    ...filesUnder(path.join(serverDir, 'db')),
    ...filesUnder(path.join(serverDir, 'seed')),
    path.join(serverDir, 'auth', 'passwords.ts'),
  ];
  for (const file of inputs) hash.update(path.relative(serverDir, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let cached: Blob | undefined;

/**
 * A fresh in-memory PGlite holding the demo school: loaded from the dump when there is one,
 * otherwise seeded here and dumped for everyone after (this database is returned untouched).
 */
export async function openSeededPglite(): Promise<Database> {
  const file = path.join(tmpdir(), `${filePrefix}${templateKey()}.tar`);
  if (!cached) {
    try {
      cached = new Blob([readFileSync(file)]);
    } catch {
      // Not built yet (or being built by another worker): build it here.
    }
  }
  if (cached) return openDatabase({ fromDump: cached });

  const database = await openDatabase({});
  await seedDemo(database.db);
  cached = await database.dump!();
  // Write then rename, so a worker never reads a half-written file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await cached.arrayBuffer()));
  renameSync(partial, file);
  // Drop dumps nobody built for a day (worktrees on other commits keep theirs meanwhile).
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (name.startsWith(filePrefix) && other !== file && Date.now() - statSync(other).mtimeMs > 24 * 3600 * 1000) {
      rmSync(other, { force: true });
    }
  }
  return database;
}
