/**
 * Admin lists and analytics on a generated district of 20 schools and 40,000 students
 * (generate-admin-district.ts), on PGlite and PostgreSQL, as the super admin (the platform), the
 * district admin (their district) and a school admin (their school). Requests go through the whole
 * server in process (`app.inject`: routing, guard, validation, handler, serialisation), one at a
 * time, `BENCH_WARMUP` (3) then `BENCH_SAMPLES` (30) each; p50 and p99 by nearest rank (with 30
 * samples p99 is the slowest but one, near enough the maximum).
 *
 * To measure another list, add a line to `requests` below.
 *
 * PGlite: `.bench-data/admin-district` (kept; delete it to rebuild). PostgreSQL: the database
 * `h3_bench_admin` (or `BENCH_ADMIN_DATABASE`) on the server of `BENCH_DATABASE_URL`/`TEST_DATABASE_URL`/the local one (kept;
 * `--reset` rebuilds both). Alone: `tsx bench/admin.ts [--reset] [--only pglite|postgres] [--match text] [--as super|district|school]`
 * (`--match`: only the requests whose name contains the text; `--as`: only that role's lines).
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { api } from '@/contract/api';
import type { Role } from '@/contract/http';
import type { Database } from '@/server/db/client';
import { adminBenchEmails, adminBenchPassword, asOf, generateAdminDistricts } from './generate-admin-district';
import { benchDataDir } from './generate-large-school';
import { openBenchApp } from './support/bench-app';
import { onBenchDatabases } from './support/bench-databases';
import { quantile } from './support/report';

/** The PostgreSQL database of the bench district (`BENCH_ADMIN_DATABASE`: several checkouts on one server keep apart). */
export const postgresDatabase = process.env.BENCH_ADMIN_DATABASE ?? 'h3_bench_admin';
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
/**
 * How many districts make the platform (the super admin's scope): 5 on PostgreSQL (issue 19's
 * platform goal), 1 on PGlite (no platform goal there; each district takes minutes to generate).
 */
const platformDistricts: Record<Database['kind'], number> = {
  postgres: Number(process.env.BENCH_ADMIN_DISTRICTS ?? 5),
  pglite: Number(process.env.BENCH_ADMIN_PGLITE_DISTRICTS ?? 1),
};

/** The 12 weeks up to the generated data's last day. */
const range = `from=2026-08-31&to=${asOf}`;

export type BenchRole = Extract<Role, 'super-admin' | 'district-admin' | 'school-admin'>;
export interface BenchRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  /** The roles the endpoint serves (the others answer 403 and are not measured). */
  roles: readonly BenchRole[];
}
export const admins: readonly BenchRole[] = ['super-admin', 'district-admin', 'school-admin'];

/** What is measured: one line per request. Add a list endpoint here (`:school` is the bench school's id). */
export const requests: BenchRequest[] = [
  { name: 'districts list', method: 'GET', url: api.districtsAll.path, roles: ['super-admin', 'district-admin'] },
  { name: 'schools list', method: 'GET', url: api.schoolsAll.path, roles: admins },
  {
    name: 'students list, first page of 20',
    method: 'POST',
    url: api.adminStudents.path,
    payload: { page: 0, pageSize: 20 },
    roles: admins,
  },
  { name: 'students list, page 50 of 20', method: 'POST', url: api.adminStudents.path, payload: { page: 50, pageSize: 20 }, roles: admins },
  { name: 'students list, search "lovelace"', method: 'POST', url: api.adminStudents.path, payload: { q: 'lovelace' }, roles: admins },
  { name: 'teachers list, first page', method: 'POST', url: api.adminTeachers.path, payload: {}, roles: admins },
  { name: 'teachers list, search "teacher 7"', method: 'POST', url: api.adminTeachers.path, payload: { q: 'teacher 7' }, roles: admins },
  { name: 'parents list, first page', method: 'POST', url: api.adminParents.path, payload: {}, roles: admins },
  { name: 'parents list, search "parent 12"', method: 'POST', url: api.adminParents.path, payload: { q: 'parent 12' }, roles: admins },
  { name: 'district admins list', method: 'GET', url: api.districtAdminsAll.path, roles: ['super-admin'] },
  { name: 'school admins list', method: 'GET', url: api.schoolAdminsAll.path, roles: ['super-admin', 'district-admin'] },
  {
    name: 'school admins, search "admin 1"',
    method: 'GET',
    url: `${api.schoolAdminsAll.path}?q=admin%201`,
    roles: ['super-admin', 'district-admin'],
  },
  { name: 'courses list', method: 'POST', url: api.catalogueCourses.path, payload: {}, roles: admins },
  { name: 'classes list of a school', method: 'POST', url: api.schoolClasses.path.replace(':id', ':school'), payload: {}, roles: admins },
  { name: 'audit log, first page', method: 'POST', url: api.auditLogList.path, payload: {}, roles: admins },
  { name: 'audit log, search "teacher 7"', method: 'POST', url: api.auditLogList.path, payload: { q: 'teacher 7' }, roles: admins },
  { name: 'sign-in log, first page', method: 'POST', url: api.signInList.path, payload: {}, roles: admins },
  { name: 'sign-in log, search "bench.t7"', method: 'POST', url: api.signInList.path, payload: { q: 'bench.t7' }, roles: admins },
  { name: 'analytics: scopes', method: 'GET', url: api.analyticsScopes.path, roles: admins },
  { name: 'analytics: active users, 12 weeks', method: 'GET', url: `${api.analyticsActivity.path}?${range}`, roles: admins },
  { name: 'analytics: completion, 12 weeks', method: 'GET', url: `${api.analyticsCompletion.path}?${range}`, roles: admins },
  { name: 'analytics: time spent, 12 weeks', method: 'GET', url: `${api.analyticsTimeSpent.path}?${range}`, roles: admins },
  { name: 'analytics: gradebook use, 12 weeks', method: 'GET', url: `${api.analyticsGradebook.path}?${range}`, roles: admins },
];

/**
 * The p99 goals (issue 19): at district scope (and so within one school) 150 ms on PostgreSQL and
 * 500 ms on PGlite; at platform scope 400 ms on PostgreSQL (none set on PGlite).
 */
const goals: Record<Database['kind'], Record<BenchRole, number | null>> = {
  postgres: { 'super-admin': 400, 'district-admin': 150, 'school-admin': 150 },
  pglite: { 'super-admin': null, 'district-admin': 500, 'school-admin': 500 },
};

export const emailOf: Record<BenchRole, string> = {
  'super-admin': adminBenchEmails.super,
  'district-admin': adminBenchEmails.district,
  'school-admin': adminBenchEmails.school,
};
export const shortRole: Record<BenchRole, string> = { 'super-admin': 'super', 'district-admin': 'district', 'school-admin': 'school' };

async function measure(app: FastifyInstance, token: string, request: BenchRequest, schoolId: string) {
  const url = request.url.replace(':school', schoolId);
  const once = async () => {
    const res = await app.inject({
      method: request.method,
      url,
      ...(request.payload ? { payload: request.payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res.body.length;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    bytes = await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), bytes };
}

async function benchOne(label: string, database: Database, log: (line: string) => void, match?: string, as?: string): Promise<string[]> {
  const district = await generateAdminDistricts(database.db, platformDistricts[database.kind], log);
  const app = await openBenchApp(database, 'lms-bench-admin-');
  const lines = [
    `${label}: load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores; super = the platform of ${district.counts.districts} district(s), district and school = the first; ${JSON.stringify(district.counts)}`,
    `  ${'request'.padEnd(38)} ${'as'.padEnd(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'goal'.padStart(8)}  answer`,
  ];
  for (const line of lines) log(line);
  try {
    const tokens = new Map<BenchRole, string>();
    for (const role of admins) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: emailOf[role], password: adminBenchPassword },
      });
      if (login.statusCode !== 200) throw new Error(`bench login as ${role} failed: ${login.statusCode}`);
      tokens.set(role, login.json().data.token as string);
    }
    for (const request of requests.filter((r) => !match || r.name.includes(match))) {
      for (const role of request.roles.filter((r) => !as || shortRole[r] === as)) {
        const r = await measure(app, tokens.get(role)!, request, district.schoolId);
        const goal = goals[database.kind][role];
        const verdict = goal === null ? '—' : `${r.p99 <= goal ? '≤' : '>'} ${goal}`;
        const line = `  ${request.name.padEnd(38)} ${shortRole[role].padEnd(9)} ${`${r.p50.toFixed(1)} ms`.padStart(9)} ${`${r.p99.toFixed(1)} ms`.padStart(9)} ${verdict.padStart(8)}  ${(r.bytes / 1024).toFixed(1)} KB`;
        lines.push(line);
        log(line);
      }
    }
  } finally {
    await app.close();
  }
  return lines;
}

export async function runAdminBench(
  options: { reset?: boolean; only?: 'pglite' | 'postgres'; match?: string; as?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const lines: string[] = [];
  const emit = (line: string) => {
    lines.push(line);
    log(line);
  };
  log('\n## admin');
  emit(
    `Admin lists and analytics on a district of 20 schools and 40,000 students: app.inject, ${SAMPLES} samples after ${WARMUP} warm-up, one request at a time`,
  );
  // benchOne logs its lines as it measures them: the runs' lines are only collected here.
  await onBenchDatabases(
    {
      only: options.only,
      reset: options.reset,
      pglite: { label: 'PGlite (folder .bench-data/admin-district)', dir: path.join(benchDataDir, 'admin-district') },
      postgres: { label: `PostgreSQL (database ${postgresDatabase}, pool 10)`, database: postgresDatabase },
      note: emit,
    },
    (...more) => lines.push(...more),
    (label, database) => benchOne(label, database, log, options.match, options.as),
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] as 'pglite' | 'postgres') : undefined;
  const match = args.includes('--match') ? args[args.indexOf('--match') + 1] : undefined;
  const as = args.includes('--as') ? args[args.indexOf('--as') + 1] : undefined;
  await runAdminBench({ reset: args.includes('--reset'), ...(only ? { only } : {}), ...(match ? { match } : {}), ...(as ? { as } : {}) });
}
