/**
 * What each teacher read costs in CPU without the network: `app.inject` in a loop (one request at
 * a time, so no queueing), on the large school in PostgreSQL; this process's CPU and the PostgreSQL
 * backends' per request (`support/cpu-cost.ts`). With `--profile`,
 * a V8 profile of the loop alone (bench/support/cpu-profile.ts reads it). With `--dump dir`, each
 * read's body is written to `dir` (to compare answers before and after a change).
 * `tsx bench/inject-cost.ts [--rounds 200] [--only substring] [--profile file] [--dump dir]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import { benchPassword, generateLargeSchool, largeSchoolDatabase, openBenchDatabase } from './generate-large-school';
import { openBenchApp, signInBenchTeacher } from './support/bench-app';
import { openCpuMeter } from './support/cpu-cost';
import { benchPostgresUrl } from './support/postgres';

const args = process.argv.slice(2);
const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const rounds = Number(value('--rounds') ?? 200);
const only = value('--only');
const profileFile = value('--profile');
const dumpDir = value('--dump');

// Statements sent per request: every query of the app goes through the pool.
let statements = 0;
const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function (this: pg.Pool, ...queryArgs: unknown[]) {
  statements++;
  return poolQuery.apply(this, queryArgs);
} as typeof pg.Pool.prototype.query;

const database = await openBenchDatabase({ postgres: benchPostgresUrl() });
const school = await generateLargeSchool(database.db);
const app = await openBenchApp(database, 'lms-inject-', { production: true });
const { headers } = await signInBenchTeacher(app, school, benchPassword);
const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json().data;
const outline = await get(`/api/v1/teacher/section/by/course/${school.rosterInstanceId}`);
const sectionId = outline.sections[0]._id as string;
const unit = await get(`/api/v1/teacher/content/by/section/${sectionId}`);
const courseId = outline.courseInstance._course._id as string;
const gradeSectionId = outline.courseInstance.gradeSection._id as string;
const s = school.studentId;
const targets: Array<{ name: string; url: string; body?: object }> = [
  { name: 'current_user', url: '/api/v1/teacher/current_user' },
  { name: 'my/schools', url: '/api/v1/teacher/my/schools' },
  { name: 'dashboard statistics', url: '/api/teacher/dashboard/statistics' },
  { name: 'school_progress', url: '/api/v1/teacher/school_progress' },
  { name: 'users/count', url: '/api/v1/teacher/users/count' },
  { name: 'mycourses/get', url: '/api/v1/teacher/mycourses/get', body: { pageSize: 500, page: 0 } },
  { name: 'section/by/course', url: `/api/v1/teacher/section/by/course/${courseId}` },
  { name: 'content/by/section', url: `/api/v1/teacher/content/by/section/${sectionId}` },
  { name: 'mycourse/content/id', url: `/api/v1/teacher/mycourse/content/id/${unit.contents[0]._id}` },
  { name: 'roster of 200', url: `/api/v1/teacher/course/enrolled/students/instance-id/${school.rosterInstanceId}` },
  ...['get', 'progress', 'activity/performance', 'lab/performance', 'quiz/performance'].map((p) => ({
    name: `student/${p}`,
    url: `/api/v1/teacher/student/${p}/${s}`,
  })),
  { name: 'grades', url: '/api/v1/teacher/grades' },
  { name: 'grade/all-sections', url: '/api/v1/teacher/grade/all-sections/' },
  { name: 'grade/section students', url: `/api/v1/teacher/grade/section/${gradeSectionId}/students` },
  { name: 'gradebook/attribute/get', url: '/api/v1/gradebook/attribute/get' },
  { name: 'gradebook/get/all', url: '/api/v1/gradebook/get/all' },
  { name: 'gradebook/courses/get/all', url: '/api/v1/gradebook/courses/get/all' },
  { name: 'notification/announcement', url: '/api/v1/teacher/notification/announcement' },
  { name: 'notification/received', url: '/api/v1/teacher/notification/received', body: { pageSize: 20, page: 0 } },
];

const ask = (t: (typeof targets)[number]) =>
  app.inject({ method: t.body ? 'POST' : 'GET', url: t.url, headers, ...(t.body ? { payload: t.body } : {}) });
const meter = await openCpuMeter(benchPostgresUrl(), largeSchoolDatabase());
if (dumpDir) mkdirSync(dumpDir, { recursive: true });
const session = profileFile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
}
for (const t of targets) {
  if (only && !t.name.includes(only)) continue;
  const first = await ask(t);
  if (first.statusCode !== 200) throw new Error(`${t.name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
  if (dumpDir) writeFileSync(path.join(dumpDir, `${t.name.replace(/\W+/g, '_')}.json`), first.body);
  for (let i = 0; i < 20; i++) await ask(t);
  if (session) await session.post('Profiler.start');
  const before = process.cpuUsage();
  const started = performance.now();
  statements = 0;
  const { databaseMs } = await meter.measure(async () => {
    for (let i = 0; i < rounds; i++) await ask(t);
    return { requests: rounds };
  });
  const cpu = process.cpuUsage(before);
  const wall = performance.now() - started;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${profileFile}.${t.name.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
  }
  console.log(
    `${t.name.padEnd(28)} cpu ${((cpu.user + cpu.system) / 1000 / rounds).toFixed(2)} ms (user ${(cpu.user / 1000 / rounds).toFixed(2)}) + pg ${databaseMs.toFixed(2)} ms wall ${(wall / rounds).toFixed(2)} ms, ${(statements / rounds).toFixed(1)} statements  ${first.body.length} bytes`,
  );
}
await meter.close();
await app.close();
await database.close();
process.exit(0);
