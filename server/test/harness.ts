import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { LimiterOptions } from '../auth/login-limiter';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { openSeededPglite } from './pglite-template';
import { openSeededPostgres, testDatabasePrefix } from './postgres-template';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** The configuration the app was built with (tests sign their own tokens with its `jwtSecret`). */
  config: Config;
  /** Signs in and returns the access token (cached per email). */
  tokenFor(email: string): Promise<string>;
  /** `app.inject` as the given user (by email), optionally with a `schoolid` header. */
  as(email: string, options: InjectOptions & { schoolId?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const demoPassword = 'demo1234';

/**
 * The database kinds the server suites run on: PGlite always; PostgreSQL too when
 * `TEST_DATABASE_URL` is set. Use with `describe.each(databaseKinds)`.
 */
export const databaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function openTestDatabase(kind: 'pglite' | 'postgres', seed: boolean): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    // Seeded: a copy of the shared seeded template (see pglite-template.ts), much faster than seeding.
    const database = seed ? await openSeededPglite() : await openDatabase({});
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  // Seeded: a database of its own, copied from the shared seeded template (see postgres-template.ts).
  if (seed) return openSeededPostgres(url);
  // Empty: a fresh schema, so runs and files never see each other's rows.
  const schema = `${testDatabasePrefix}${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: url, searchPath: schema });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/** A server over a fresh database with the demo school seeded. */
export async function startTestServer(
  options: {
    kind?: 'pglite' | 'postgres';
    seed?: boolean;
    limiter?: Partial<LimiterOptions>;
    /** Extra environment for the configuration, e.g. `DIST_DIR` or `BODY_LIMIT`. */
    env?: Record<string, string>;
    /** Where the server logs (turns its logger on), for a test that reads the log. */
    logStream?: { write(line: string): void };
    /** Extra routes a test needs, registered before the server is ready. */
    routes?: (app: FastifyInstance) => void;
    /** The app's clock (`Services.clock`), for a test that pins the time. */
    clock?: () => number;
  } = {},
): Promise<TestServer> {
  const { database, drop } = await openTestDatabase(options.kind ?? 'pglite', options.seed !== false);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    // Suites send hundreds of requests from one address and user within a minute: the default limits
    // of mutating endpoints would refuse them. Limits declared in the contract still hold.
    RATE_LIMIT_PER_USER: '1000000',
    RATE_LIMIT_PER_ADDRESS: '1000000',
    ...options.env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({
    config,
    database,
    ...(options.limiter ? { limiter: options.limiter } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.routes?.(app);
  await app.ready();
  const tokens = new Map<string, string>();

  async function tokenFor(email: string): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: demoPassword } });
    if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
    const token = res.json().data.token as string;
    tokens.set(email, token);
    return token;
  }

  return {
    app,
    database,
    config,
    tokenFor,
    async as(email, { schoolId, headers, ...rest }) {
      const token = await tokenFor(email);
      return app.inject({
        ...rest,
        headers: { ...headers, authorization: `Bearer ${token}`, ...(schoolId ? { schoolid: schoolId } : {}) },
      } as InjectOptions);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A suite's server: started before its tests, closed after them, with request shorthands. */
export interface ServerSuite {
  readonly server: TestServer;
  readonly db: Database['db'];
  get(email: string, url: string, schoolId?: string): Promise<LightMyRequestResponse>;
  post(email: string, url: string, payload?: object, schoolId?: string): Promise<LightMyRequestResponse>;
}

/** Registers the `beforeAll`/`afterAll` of a server over a fresh seeded database for the enclosing `describe`. */
export function serverSuite(kind: 'pglite' | 'postgres'): ServerSuite {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('the suite server is started in beforeAll');
    return server;
  };
  const school = (schoolId?: string) => (schoolId ? { schoolId } : {});
  return {
    get server() {
      return started();
    },
    get db() {
      return started().database.db;
    },
    get: (email, url, schoolId) => started().as(email, { method: 'GET', url, ...school(schoolId) }),
    post: (email, url, payload, schoolId) =>
      started().as(email, { method: 'POST', url, ...(payload ? { payload } : {}), ...school(schoolId) }),
  };
}
