/**
 * EXPLAIN ANALYZE of every SQL statement the teacher API runs for the benchmark's screens, on the
 * large school in PostgreSQL (generate it first: `tsx bench/teacher-api.ts --only postgres`).
 * Captures the statements at the driver while the requests run, then explains each one.
 *
 * Usage: `tsx bench/explain-teacher-api.ts [--full]` (without `--full`: the timing summary lines).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { benchDataDir, benchPassword, generateLargeSchool, largeSchoolDatabase, openBenchDatabase } from './generate-large-school';
import { benchPostgresUrl } from './support/postgres';

const url = benchPostgresUrl();
const full = process.argv.includes('--full');

const captured: Array<{ text: string; values: unknown[] }> = [];
let capturing = false;
const original = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  if (capturing) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') captured.push({ text: first, values: second ?? [] });
    else captured.push({ text: first.text, values: second ?? first.values ?? [] });
  }
  return original.apply(this, args);
} as typeof pg.Pool.prototype.query;

const database = await openBenchDatabase({ postgres: url });
const school = await generateLargeSchool(database.db);
const config = loadConfig({
  DATA_DIR: path.join(benchDataDir, 'explain'),
  DIST_DIR: path.join(benchDataDir, 'no-dist'),
} as NodeJS.ProcessEnv);
const app: FastifyInstance = await buildApp({ config, database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: school.teacherEmail, password: benchPassword },
});
const token = login.json().data.token as string;
const headers = { authorization: `Bearer ${token}`, schoolid: school.schoolId };
const urls = [
  '/api/teacher/dashboard/statistics',
  '/api/v1/teacher/school_progress',
  `/api/v1/teacher/course/enrolled/students/instance-id/${school.rosterInstanceId}`,
  `/api/v1/teacher/section/by/course/${school.rosterInstanceId}`,
  ...['get', 'progress', 'activity/performance', 'lab/performance', 'quiz/performance'].map(
    (p) => `/api/v1/teacher/student/${p}/${school.studentId}`,
  ),
];
const client = new pg.Client({ connectionString: new URL(`/${largeSchoolDatabase()}`, url).toString() });
await client.connect();
for (const target of urls) {
  captured.length = 0;
  capturing = true;
  await app.inject({ method: 'GET', url: target, headers });
  capturing = false;
  console.log(`\n══ ${target}`);
  for (const statement of captured) {
    if (!/^\s*(with|select)/i.test(statement.text)) continue;
    const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values as unknown[]);
    const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '');
    console.log(`-- ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}…`);
    const summary = [lines.find((l) => /Buffers: shared/.test(l)), ...lines.filter((l) => /Execution Time|on progress/.test(l))];
    console.log(full ? lines.join('\n') : summary.filter(Boolean).join('\n'));
  }
}
await client.end();
await app.close();
await database.close();
