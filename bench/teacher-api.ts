/**
 * Teacher-API latency on a large school (see generate-large-school.ts), on PGlite and on
 * PostgreSQL. Requests go through the whole server in process with `app.inject` (routing, guard,
 * validation, handler, serialisation; no sockets), one scenario at a time, 20 warm-up then 200
 * measured samples each:
 *
 * - dashboard: statistics + school_progress together, as the dashboard hook calls them;
 * - roster: the 200-student class;
 * - student detail: the five student calls together, as the student hook calls them.
 *
 * It also counts the SQL statements one sample runs (auth included): a constant count whatever the
 * number of rows is the proof that nothing queries per row.
 *
 * PostgreSQL: the server of `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else the local one; the
 * dedicated database `h3_bench_large` is kept between runs (`--reset` rebuilds it). PGlite: `.bench-data/large-school`.
 * Run alone: `tsx bench/teacher-api.ts [--reset] [--only pglite|postgres]`.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '@/server/db/client';
import { benchPassword, generateLargeSchool, type LargeSchool } from './generate-large-school';
import { openBenchApp } from './support/bench-app';
import { onBenchDatabases } from './support/bench-databases';
import { quantile } from './support/report';

const WARMUP = 20;
const SAMPLES = 200;

// ── Counting SQL statements ─────────────────────────────────────────────────────────────────
let statements = 0;
function countStatements() {
  for (const proto of [pg.Pool.prototype, PGlite.prototype] as Array<{ query: (...args: never[]) => unknown }>) {
    const original = proto.query;
    if ((original as { counted?: boolean }).counted) continue;
    const counted = function (this: unknown, ...args: never[]) {
      statements += 1;
      return original.apply(this, args);
    };
    (counted as { counted?: boolean }).counted = true;
    proto.query = counted;
  }
}

// ── Measuring ───────────────────────────────────────────────────────────────────────────────

interface Scenario {
  name: string;
  calls: Array<{ url: string; method?: 'GET' | 'POST'; payload?: unknown; school?: boolean }>;
}

async function measure(app: FastifyInstance, token: string, schoolId: string, scenario: Scenario) {
  const run = () =>
    Promise.all(
      scenario.calls.map(async (call) => {
        const res = await app.inject({
          method: call.method ?? 'GET',
          url: call.url,
          ...(call.payload ? { payload: call.payload as object } : {}),
          headers: { authorization: `Bearer ${token}`, ...(call.school ? { schoolid: schoolId } : {}) },
        });
        if (res.statusCode !== 200) throw new Error(`${call.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        return res.body.length;
      }),
    );
  for (let i = 0; i < WARMUP; i++) await run();
  statements = 0;
  const bytes = (await run()).reduce((a, b) => a + b, 0);
  const perSample = statements;
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1) ?? Number.NaN, statements: perSample, bytes };
}

function scenarios(school: LargeSchool): Scenario[] {
  const s = school.studentId;
  return [
    {
      name: 'dashboard (statistics + school_progress)',
      calls: [
        { url: '/api/teacher/dashboard/statistics', school: true },
        { url: '/api/v1/teacher/school_progress', school: true },
      ],
    },
    { name: 'roster of 200 students', calls: [{ url: `/api/v1/teacher/course/enrolled/students/instance-id/${school.rosterInstanceId}` }] },
    {
      name: 'student detail (5 calls)',
      calls: ['get', 'progress', 'activity/performance', 'lab/performance', 'quiz/performance'].map((p) => ({
        url: `/api/v1/teacher/student/${p}/${s}`,
      })),
    },
    {
      name: 'my courses (page of 500)',
      calls: [{ url: '/api/v1/teacher/mycourses/get', method: 'POST', payload: { pageSize: 500, page: 0 }, school: true }],
    },
  ];
}

async function benchOne(label: string, database: Database, log: (line: string) => void): Promise<string[]> {
  const lines: string[] = [];
  const school = await generateLargeSchool(database.db, log);
  const app = await openBenchApp(database, 'lms-bench-');
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: school.teacherEmail, password: benchPassword },
    });
    if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.statusCode}`);
    const token = login.json().data.token as string;
    const c = school.counts;
    // Calibration: the machine is shared; a fixed CPU-bound statement shows how loaded it was.
    const calibration = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    const calibrationMs = performance.now() - calibration;
    lines.push(
      `${label}: load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores; count(generate_series(1, 1e6)) took ${calibrationMs.toFixed(0)} ms`,
      `  ${c.students} students, ${c.classes} classes, ${c.contents} content items, ${c.enrollments} enrollments, ${c.progress.toLocaleString('en')} progress rows`,
    );
    for (const scenario of scenarios(school)) {
      const r = await measure(app, token, school.schoolId, scenario);
      lines.push(
        `  ${scenario.name.padEnd(42)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  max ${r.max.toFixed(1).padStart(6)} ms  ` +
          `${r.statements} SQL statements, ${(r.bytes / 1024).toFixed(0)} KB`,
      );
    }
  } finally {
    await app.close();
  }
  return lines;
}

export interface TeacherApiBenchOptions {
  reset?: boolean;
  only?: 'pglite' | 'postgres';
  /**
   * Where progress and result lines go as they come (default: the console, so `npm run bench`,
   * which ignores the returned value, shows them). The result lines are also returned.
   */
  log?: (line: string) => void;
}

/** Runs the teacher-API benchmark; answers printable lines. */
export async function runTeacherApiBench(options: TeacherApiBenchOptions = {}): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  countStatements();
  const lines: string[] = [];
  const emit = (...more: string[]) => {
    for (const line of more) {
      lines.push(line);
      log(line);
    }
  };
  log('\n## teacher-api');
  emit(
    `Teacher API on a large school: app.inject in process, ${SAMPLES} samples after ${WARMUP} warm-up; the calls of one sample run concurrently, as the screens issue them`,
  );
  await onBenchDatabases(
    {
      only: options.only,
      reset: options.reset,
      pglite: { label: 'PGlite (folder .bench-data/large-school)' },
      postgres: { label: 'PostgreSQL 15 (database h3_bench_large, pool 10)' },
    },
    emit,
    (label, database) => benchOne(label, database, log),
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] as 'pglite' | 'postgres') : undefined;
  await runTeacherApiBench({ reset: args.includes('--reset'), only });
}
