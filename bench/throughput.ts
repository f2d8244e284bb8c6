/**
 * Request-pipeline throughput on PostgreSQL (issue 19): how many signed-in requests per second the
 * product answers, next to a bare Fastify + pg server over the same database in the same run, so the
 * ratio says what the shared pipeline (token, account check, limits, context, validation,
 * serialisation) costs whatever the machine. Both servers listen in this process, one at a time
 * under load; the load comes from autocannon in a child process (20 connections, keep-alive), so
 * the generator does not share the servers' event loop.
 *
 * Bare routes: no query, one select of a user row, three; bare + one select is measured again right
 * before each product read, and that read's ratio is to this adjacent figure (printed in brackets). Goals: current_user ≥ 0.5 of bare + one
 * select, every other teacher read ≥ 0.25; p99 ≤ 50 ms everywhere. Every request sends the `Accept-Encoding` a
 * browser sends (the app's only client): answers kept ready go gzipped when that pays, as the roster
 * of 200 does (48.5 KB, 10.4 KB gzipped); its line without compression is printed too, without a goal.
 * Run alone: `tsx bench/throughput.ts [--seconds 5] [--only name-substring]`; profile with
 * `node --cpu-prof --import tsx bench/throughput.ts --product-only` (bench/support/cpu-profile.ts reads the profile).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import type { buildApp } from '@/server/app';
import { benchPassword, generateLargeSchool, largeSchoolDatabase, openBenchDatabase } from './generate-large-school';
import { openBenchApp, signInBenchTeacher } from './support/bench-app';
import { type CpuCost, openCpuMeter } from './support/cpu-cost';
import { benchPostgresUrl, postgresReachable } from './support/postgres';

const CONNECTIONS = 20;
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  school?: boolean;
  /** Sent without the bearer token (a public endpoint as a visitor asks it). */
  anonymous?: boolean;
  /** Sent without `Accept-Encoding` (a client that takes no compression); every other request sends a browser's. */
  identity?: boolean;
  /** The least share of bare + one select it should reach (the issue's goal). */
  goal?: number;
}

interface Measured extends CpuCost {
  rps: number;
  p99: number;
  /** Bytes a response, headers included. */
  bytes: number;
  non2xx: number;
  errors: number;
  requests: number;
}

type CpuMeter = Awaited<ReturnType<typeof openCpuMeter>>;

/**
 * Loads `url` for `seconds` from a child autocannon (warm-up of one second first, not counted), and
 * what each request of the counted run cost in CPU.
 */
async function load(meter: CpuMeter, url: string, target: Target, headers: Record<string, string>, seconds: number): Promise<Measured> {
  const args = [autocannonCli, '-c', String(CONNECTIONS), '-j', '-m', target.method ?? 'GET'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  if (target.body !== undefined) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(target.body));
  const run = async (duration: number) => {
    const { stdout } = await promisify(execFile)(process.execPath, [...args, '-d', String(duration), `${url}${target.path}`], {
      maxBuffer: 10 * 1024 * 1024,
    });
    const result = JSON.parse(stdout) as {
      requests: { average: number; total: number };
      latency: { p99: number };
      throughput: { total: number };
      non2xx: number;
      errors: number;
    };
    return {
      rps: result.requests.average,
      bytes: result.throughput.total / Math.max(1, result.requests.total),
      requests: result.requests.total,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  };
  await run(1);
  return meter.measure(() => run(seconds));
}

/**
 * The ids the app would have in hand when it calls the curriculum and grade-section reads: the roster
 * class's course (the seed's `section/by/course/{courseId}`), its first unit and item, and the
 * roster class's grade section.
 */
async function discoverIds(app: Awaited<ReturnType<typeof buildApp>>, token: string, schoolId: string, instanceId: string) {
  const get = async (url: string, school = false) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(school ? { schoolid: schoolId } : {}) },
    });
    if (res.statusCode !== 200) throw new Error(`bench set-up ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json().data;
  };
  const outline = await get(`/api/v1/teacher/section/by/course/${instanceId}`);
  const sectionId = outline.sections[0]._id as string;
  const unit = await get(`/api/v1/teacher/content/by/section/${sectionId}`);
  return {
    courseId: outline.courseInstance._course._id as string,
    sectionId,
    contentId: unit.contents[0]._id as string,
    gradeSectionId: outline.courseInstance.gradeSection._id as string,
  };
}

/** The bare server: the project's own fastify and pg, nothing else between the socket and the query. */
async function startBare(connectionString: string, userId: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const app = Fastify();
  const userRow = () => pool.query('select id, name, email, role from users where id = $1', [userId]).then((r) => r.rows[0]);
  app.get('/none', async () => ({ data: { ok: true } }));
  app.get('/one', async () => ({ data: await userRow() }));
  app.get('/three', async () => ({ data: [await userRow(), await userRow(), await userRow()] }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await pool.end();
  };
  return { address, close };
}

const cpuOf = (m: Measured) => m.serverMs + m.databaseMs;

/** One line: req/s and its share of bare + one select, the CPU per request and the share it implies, p99, the goal's verdict. */
function describe(target: Target, r: Measured, oneSelect: Measured | null): string {
  const ratio = oneSelect ? r.rps / oneSelect.rps : Number.NaN;
  const cpuRatio = oneSelect ? cpuOf(oneSelect) / cpuOf(r) : Number.NaN;
  const share = (value: number) => (Number.isNaN(value) ? ' -  ' : value.toFixed(2));
  const verdict = (value: number) => (target.goal === undefined ? '' : value >= target.goal ? ' ok' : ' BELOW');
  const goal = target.goal === undefined ? '' : `  goal ≥ ${target.goal}, p99 ≤ 50${r.p99 > 50 ? ' (p99 BELOW)' : ''}`;
  return (
    `  ${target.name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s ×${share(ratio)}${verdict(ratio).padEnd(6)}` +
    ` cpu ${r.serverMs.toFixed(2)}+${r.databaseMs.toFixed(2)} ms ×${share(cpuRatio)}${verdict(cpuRatio).padEnd(6)}` +
    ` p99 ${String(r.p99).padStart(4)} ms ${(r.bytes / 1024).toFixed(1).padStart(5)} KB` +
    (oneSelect && oneSelect !== r ? ` [bare+1 ${oneSelect.rps.toFixed(0)} req/s, cpu ${cpuOf(oneSelect).toFixed(2)} ms]` : '') +
    `${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}${goal}`
  );
}

export interface ThroughputBenchOptions {
  log?: (line: string) => void;
  seconds?: number;
  only?: string;
  productOnly?: boolean;
}

export async function runThroughputBench(options: ThroughputBenchOptions = {}): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seconds = options.seconds ?? 5;
  const lines: string[] = [];
  const emit = (line: string) => {
    lines.push(line);
    log(line);
  };
  log('\n## throughput');
  const url = benchPostgresUrl();
  if (!(await postgresReachable(url))) {
    emit(`PostgreSQL: skipped (${url.replace(/:[^:@/]*@/, ':***@')} not reachable)`);
    return lines;
  }
  const database = await openBenchDatabase({ postgres: url });
  const school = await generateLargeSchool(database.db, log);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${largeSchoolDatabase()}`;
  const app = await openBenchApp(database, 'lms-throughput-', { production: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { token, teacherId } = await signInBenchTeacher(app, school, benchPassword);
  const bare = options.productOnly ? null : await startBare(benchUrl.toString(), teacherId);

  const s = school.studentId;
  const ids = await discoverIds(app, token, school.schoolId, school.rosterInstanceId);
  // Every teacher read of SPEC §7 (as the app calls it: mycourses/get with pageSize 500), the
  // gradebook reads a teacher makes, and the grade section's students behind grade/all-sections.
  // Not a class's grade book (gradebook/scores/instance): the large school has no template, so it
  // would measure a 404.
  const targets: Target[] = [
    { name: 'bare: no query', path: '/none' },
    { name: 'bare: one select', path: '/one' },
    { name: 'bare: three selects', path: '/three' },
    { name: 'GET /api/health', path: '/api/health', anonymous: true },
    { name: 'current_user', path: '/api/v1/teacher/current_user', goal: 0.5 },
    { name: 'my/schools', path: '/api/v1/teacher/my/schools', goal: 0.25 },
    { name: 'dashboard statistics', path: '/api/teacher/dashboard/statistics', school: true, goal: 0.25 },
    { name: 'school_progress', path: '/api/v1/teacher/school_progress', school: true, goal: 0.25 },
    { name: 'users/count', path: '/api/v1/teacher/users/count', school: true, goal: 0.25 },
    {
      name: 'POST mycourses/get (pageSize 500)',
      path: '/api/v1/teacher/mycourses/get',
      method: 'POST',
      body: { pageSize: 500, page: 0 },
      school: true,
      goal: 0.25,
    },
    { name: 'section/by/course', path: `/api/v1/teacher/section/by/course/${ids.courseId}`, goal: 0.25 },
    { name: 'content/by/section', path: `/api/v1/teacher/content/by/section/${ids.sectionId}`, goal: 0.25 },
    { name: 'mycourse/content/id', path: `/api/v1/teacher/mycourse/content/id/${ids.contentId}`, goal: 0.25 },
    {
      name: 'roster of 200, no gzip (no goal)',
      path: `/api/v1/teacher/course/enrolled/students/instance-id/${school.rosterInstanceId}`,
      identity: true,
    },
    { name: 'roster of 200', path: `/api/v1/teacher/course/enrolled/students/instance-id/${school.rosterInstanceId}`, goal: 0.25 },
    { name: 'student/get', path: `/api/v1/teacher/student/get/${s}`, goal: 0.25 },
    { name: 'student/progress', path: `/api/v1/teacher/student/progress/${s}`, goal: 0.25 },
    { name: 'student/activity/performance', path: `/api/v1/teacher/student/activity/performance/${s}`, goal: 0.25 },
    { name: 'student/lab/performance', path: `/api/v1/teacher/student/lab/performance/${s}`, goal: 0.25 },
    { name: 'student/quiz/performance', path: `/api/v1/teacher/student/quiz/performance/${s}`, goal: 0.25 },
    { name: 'grades', path: '/api/v1/teacher/grades', goal: 0.25 },
    { name: 'grade/all-sections', path: '/api/v1/teacher/grade/all-sections/', school: true, goal: 0.25 },
    { name: 'grade/section students', path: `/api/v1/teacher/grade/section/${ids.gradeSectionId}/students`, school: true, goal: 0.25 },
    { name: 'gradebook/attribute/get', path: '/api/v1/gradebook/attribute/get', goal: 0.25 },
    { name: 'gradebook/get/all', path: '/api/v1/gradebook/get/all', goal: 0.25 },
    { name: 'gradebook/courses/get/all', path: '/api/v1/gradebook/courses/get/all', goal: 0.25 },
    { name: 'notification/announcement', path: '/api/v1/teacher/notification/announcement', goal: 0.25 },
    {
      name: 'POST notification/received',
      path: '/api/v1/teacher/notification/received',
      method: 'POST',
      body: { pageSize: 20, page: 0 },
      goal: 0.25,
    },
  ];
  emit(
    `PostgreSQL (database ${largeSchoolDatabase()}, ${school.counts.students} students), autocannon ${CONNECTIONS} connections, ${seconds} s each after 1 s warm-up; NODE_ENV=production`,
  );
  const meter = await openCpuMeter(url, largeSchoolDatabase());
  emit(
    '  (×: req/s as a share of bare + one select, measured right before; cpu: ms of this server + ms of PostgreSQL per request, and the share of bare + one select it implies on an idle machine)',
  );
  let oneSelect: Measured | null = null;
  const oneSelectTarget = targets.find((target) => target.path === '/one');
  try {
    for (const target of targets) {
      const isBare = target.name.startsWith('bare');
      if (isBare && !bare) continue;
      if (options.only && !target.name.includes(options.only) && !isBare) continue;
      const headers: Record<string, string> = isBare || target.anonymous ? {} : { authorization: `Bearer ${token}` };
      // What Chromium sends on every request (the bare routes too: their answers are too small to compress either way).
      if (!target.identity) headers['accept-encoding'] = 'gzip, deflate, br, zstd';
      if (target.school) headers.schoolid = school.schoolId;
      // The bare + one select figure beside each product read is measured right before it: on a
      // shared machine the load drifts within a run, and a ratio to a figure taken minutes earlier
      // would measure the drift.
      if (!isBare && bare && oneSelectTarget) oneSelect = await load(meter, bare.address, oneSelectTarget, {}, seconds);
      const r = await load(meter, isBare ? (bare?.address ?? '') : address, target, headers, seconds);
      if (target.path === '/one') oneSelect = r;
      emit(describe(target, r, oneSelect));
    }
  } finally {
    await meter.close();
    await bare?.close();
    await app.close();
    await database.close();
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  await runThroughputBench({
    seconds: Number(value('--seconds') ?? 5),
    only: value('--only'),
    productOnly: args.includes('--product-only'),
  });
  process.exit(0);
}
