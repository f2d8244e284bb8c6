/**
 * EXPLAIN ANALYZE of every SQL statement the teacher API runs for the benchmark's screens, on the
 * large school in PostgreSQL (generate it first: `tsx bench/teacher-api.ts --only postgres`).
 * Captures the statements at the driver while the requests run, then explains each one.
 *
 * Usage: `tsx bench/explain-teacher-api.ts [--full]` (without `--full`: the timing summary lines; each
 * statement explained three times, the third shown). `BENCH_LARGE_DATABASE` names the database.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { benchDataDir, benchPassword, generateLargeSchool, largeSchoolDatabase, openBenchDatabase } from './generate-large-school';
import { signInBenchTeacher } from './support/bench-app';
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
const { headers } = await signInBenchTeacher(app, school, benchPassword);
const courses = await app.inject({
  method: 'POST',
  url: '/api/v1/teacher/mycourses/get',
  headers,
  payload: { pageSize: 500, page: 0 },
});
const roster = courses.json().data.items.find((c: { _id: string }) => c._id === school.rosterInstanceId);
const outline = await app.inject({ method: 'GET', url: `/api/v1/teacher/section/by/course/${roster._course._id}`, headers });
const sectionId = outline.json().data.sections[0]._id as string;
const unit = await app.inject({ method: 'GET', url: `/api/v1/teacher/content/by/section/${sectionId}`, headers });
const requests: Array<{ url: string; body?: object }> = [
  { url: '/api/teacher/dashboard/statistics' },
  { url: '/api/v1/teacher/school_progress' },
  { url: '/api/v1/teacher/users/count' },
  { url: '/api/v1/teacher/mycourses/get', body: { pageSize: 500, page: 0 } },
  { url: `/api/v1/teacher/course/enrolled/students/instance-id/${school.rosterInstanceId}` },
  { url: `/api/v1/teacher/section/by/course/${roster._course._id}` },
  { url: `/api/v1/teacher/content/by/section/${sectionId}` },
  { url: `/api/v1/teacher/mycourse/content/id/${unit.json().data.contents[0]._id}` },
  ...['get', 'progress', 'activity/performance', 'lab/performance', 'quiz/performance'].map((p) => ({
    url: `/api/v1/teacher/student/${p}/${school.studentId}`,
  })),
  { url: '/api/v1/teacher/grade/all-sections/' },
  { url: `/api/v1/teacher/grade/section/${roster.gradeSection._id}/students` },
  { url: '/api/v1/gradebook/get/all' },
  { url: '/api/v1/gradebook/courses/get/all' },
  { url: `/api/v1/gradebook/scores/instance/${school.rosterInstanceId}` },
  { url: '/api/v1/teacher/notification/announcement' },
  { url: '/api/v1/teacher/notification/received', body: { pageSize: 20, page: 0 } },
];
const client = new pg.Client({ connectionString: new URL(`/${largeSchoolDatabase()}`, url).toString() });
await client.connect();
for (const target of requests) {
  captured.length = 0;
  capturing = true;
  const res = await app.inject({ method: target.body ? 'POST' : 'GET', url: target.url, headers, payload: target.body });
  capturing = false;
  console.log(`\n══ ${target.url} (${res.statusCode})`);
  for (const statement of captured) {
    if (!/^\s*(with|select)/i.test(statement.text)) continue;
    // The third run: plans and caches warm, as under load.
    let plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values as unknown[]);
    for (let run = 0; run < 2; run++)
      plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values as unknown[]);
    const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '');
    console.log(`-- ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}…`);
    const summary = [
      lines.find((l) => /Buffers: shared/.test(l)),
      ...lines.filter((l) => /Planning Time|Execution Time|on progress/.test(l)),
    ];
    console.log(full ? lines.join('\n') : summary.filter(Boolean).join('\n'));
  }
}
await client.end();
await app.close();
await database.close();
