/**
 * EXPLAIN (ANALYZE, BUFFERS) of every SQL statement the admin bench's requests run (bench/admin.ts),
 * on its PostgreSQL districts (generate them first: `tsx bench/admin.ts --only postgres`). Each
 * request runs once through the whole server while the statements are captured at the driver;
 * then each statement is explained three times and the third shown (under the analytics'
 * `work_mem = 64MB` and `jit = off`, which their transactions set locally). On a loaded machine
 * the execution time PostgreSQL reports is the steadier figure than the bench's wall clock.
 *
 * Usage: `tsx bench/explain-admin.ts [--match text] [--as super|district|school] [--full]`
 * (`--full`: whole plans; else the timing line of each statement and the request's sum).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { admins, type BenchRole, emailOf, postgresDatabase, requests, shortRole } from './admin';
import { adminBenchPassword, generateAdminDistricts } from './generate-admin-district';
import { openBenchDatabase } from './generate-large-school';
import { benchPostgresUrl } from './support/postgres';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const match = flag('--match');
const as = flag('--as');
const full = args.includes('--full');

const captured: Array<{ text: string; values: unknown[] }> = [];
let capturing = false;
// The client's query, not the pool's: statements in transactions (the analytics) go through a checked-out client.
const original = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  if (capturing) {
    const [first, second] = a as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') captured.push({ text: first, values: second ?? [] });
    else captured.push({ text: first.text, values: second ?? first.values ?? [] });
  }
  return original.apply(this, a);
} as typeof pg.Client.prototype.query;

const url = benchPostgresUrl();
const database = await openBenchDatabase({ postgres: url, database: postgresDatabase });
const district = await generateAdminDistricts(database.db, 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-explain-admin-'));
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') } as NodeJS.ProcessEnv),
  database,
});
await app.ready();
const explainUrl = new URL(url);
explainUrl.pathname = `/${postgresDatabase}`;
const client = new pg.Client({ connectionString: explainUrl.toString() });
await client.connect();
capturing = false;
await client.query(`set work_mem = '64MB'`);
await client.query('set jit = off');

try {
  for (const request of requests.filter((r) => !match || r.name.includes(match))) {
    for (const role of request.roles.filter((r: BenchRole) => !as || shortRole[r] === as)) {
      if (!admins.includes(role)) continue;
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: emailOf[role], password: adminBenchPassword },
      });
      const token = login.json().data.token as string;
      const inject = () =>
        app.inject({
          method: request.method,
          url: request.url.replace(':school', district.schoolId),
          ...(request.payload ? { payload: request.payload } : {}),
          headers: { authorization: `Bearer ${token}` },
        });
      await inject();
      captured.length = 0;
      capturing = true;
      await inject();
      capturing = false;
      let planning = 0;
      let execution = 0;
      const lines: string[] = [];
      for (const statement of captured) {
        if (!/^\s*(select|with|insert|update|delete)/i.test(statement.text) || /^\s*(insert|update|delete)/i.test(statement.text)) continue;
        let plan: string[] = [];
        for (let i = 0; i < 3; i++) {
          const result = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
          plan = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        }
        const time = (label: string) => Number(plan.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? 0);
        planning += time('Planning Time');
        execution += time('Execution Time');
        lines.push(
          `    plan ${time('Planning Time').toFixed(1)} + exec ${time('Execution Time').toFixed(1)} ms  ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}`,
        );
        if (full) lines.push(...plan.map((l) => `      ${l}`));
      }
      console.log(`${request.name} (${shortRole[role]}): plan ${planning.toFixed(1)} + exec ${execution.toFixed(1)} ms`);
      for (const line of lines) console.log(line);
    }
  }
} finally {
  await client.end();
  await app.close();
  await database.close();
}
