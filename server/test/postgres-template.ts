import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { seededTemplateKey } from './pglite-template';

/**
 * The PostgreSQL twin of pglite-template.ts: the demo school migrated and seeded once into a
 * template database, and every suite's database created from it (`CREATE DATABASE … TEMPLATE`,
 * a copy of its files) instead of migrating and seeding a fresh schema (1–3 s a suite on a quiet
 * machine, several times that on a busy one). The template's name carries the same hash as the
 * PGlite dump, so a changed migration or seed builds a new one; `datistemplate` marks it complete.
 * Developers sharing one PostgreSQL give their own prefix (TEST_SCHEMA_PREFIX, letters, digits and _).
 */
/** Names of the databases and schemas tests create on PostgreSQL start with it. */
export const testDatabasePrefix = /^[a-z][a-z0-9_]{0,20}$/.test(process.env.TEST_SCHEMA_PREFIX ?? '')
  ? process.env.TEST_SCHEMA_PREFIX!
  : 't_';
const prefix = testDatabasePrefix;
const templatePrefix = `${prefix}tmpl_`;
const templateName = () => `${templatePrefix}${seededTemplateKey()}`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the maintenance connection (`TEST_DATABASE_URL`'s database). */
async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function templateIsReady(client: pg.Client, name: string): Promise<boolean> {
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
  return found.rowCount === 1;
}

/**
 * Builds the template under a scratch name and renames it when it is whole, so a suite never
 * copies a half-seeded one; when another process won the race, its template is kept and ours dropped.
 */
async function buildTemplate(adminUrl: string, name: string): Promise<void> {
  const scratch = `${prefix}build_${randomBytes(5).toString('hex')}`;
  await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${scratch}"`));
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, scratch), poolSize: 2 });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  await onAdmin(adminUrl, async (c) => {
    await c.query(`COMMENT ON DATABASE "${scratch}" IS 'test template built ${new Date().toISOString()}'`);
    await c.query(`ALTER DATABASE "${scratch}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    try {
      await c.query(`ALTER DATABASE "${scratch}" RENAME TO "${name}"`);
    } catch (error) {
      if (!(await templateIsReady(c, name))) throw error;
      await dropTemplate(c, scratch);
    }
    await dropStaleTemplates(c, name);
  });
}

async function dropTemplate(client: pg.Client, name: string): Promise<void> {
  await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`);
  await client.query(`DROP DATABASE IF EXISTS "${name}"`);
}

/** Templates of other migrations nobody built for a day (worktrees on other commits keep theirs meanwhile). */
async function dropStaleTemplates(client: pg.Client, current: string): Promise<void> {
  const { rows } = await client.query<{ datname: string; built: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database
      WHERE datistemplate AND starts_with(datname, $1) AND datname <> $2`,
    [templatePrefix, current],
  );
  for (const { datname, built } of rows) {
    const at = Date.parse(built?.replace('test template built ', '') ?? '');
    if (Number.isNaN(at) || Date.now() - at > 24 * 3600 * 1000) await dropTemplate(client, datname).catch(() => {});
  }
}

/** Vitest global setup of the server project: builds the template once before any worker starts. */
export async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const name = templateName();
  if (await onAdmin(adminUrl, (c) => templateIsReady(c, name))) return;
  await buildTemplate(adminUrl, name);
}

/** The template's name, built first if missing (the crash suites copy it for their servers, server/crash/targets.ts). */
export async function seededPostgresTemplate(adminUrl: string): Promise<string> {
  const name = templateName();
  await preparePostgresTemplate(adminUrl);
  return name;
}

/** A fresh database holding the demo school, copied from the template; `drop` removes it. */
export async function openSeededPostgres(adminUrl: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const template = templateName();
  await onAdmin(adminUrl, async (c) => {
    if (!(await templateIsReady(c, template))) await buildTemplate(adminUrl, template);
    await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  return {
    database,
    drop: () => onAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
