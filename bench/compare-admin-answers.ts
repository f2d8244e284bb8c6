/**
 * Writes every admin bench request's answer (bench/admin.ts `requests`, each role, plus deeper pages
 * and other sorts of the logs) on the PostgreSQL bench districts to one JSON file, so two checkouts'
 * answers can be compared byte for byte (`cmp a.json b.json`) after a change of the statements.
 *
 * Usage: `tsx bench/compare-admin-answers.ts out.json [--match text]`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { api } from '@/contract/api';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { sqlRows } from '@/server/db/sql-rows';
import { type BenchRequest, emailOf, postgresDatabase, requests, shortRole } from './admin';
import { adminBenchPassword, generateAdminDistricts } from './generate-admin-district';
import { openBenchDatabase } from './generate-large-school';
import { benchPostgresUrl } from './support/postgres';

const [out, ...rest] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx bench/compare-admin-answers.ts out.json [--match text]');
const match = rest.includes('--match') ? rest[rest.indexOf('--match') + 1] : undefined;
const admins = ['super-admin', 'district-admin', 'school-admin'] as const;

/** The logs again past their first page and in their other orders, where the new paging could differ. */
const logVariants: BenchRequest[] = [
  ...[{ page: 3 }, { sort: 'actor', dir: 'asc' }, { sort: 'record', dir: 'desc', page: 1 }, { action: 'gradebook', page: 2 }].map(
    (payload) => ({
      name: `audit log ${JSON.stringify(payload)}`,
      method: 'POST' as const,
      url: api.auditLogList.path,
      payload,
      roles: admins,
    }),
  ),
  ...[{ page: 3 }, { sort: 'email', dir: 'asc' }, { outcome: 'failure', page: 1 }].map((payload) => ({
    name: `sign-in log ${JSON.stringify(payload)}`,
    method: 'POST' as const,
    url: api.signInList.path,
    payload,
    roles: admins,
  })),
];

const database = await openBenchDatabase({ postgres: benchPostgresUrl(), database: postgresDatabase });
const district = await generateAdminDistricts(database.db, 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-compare-admin-'));
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    RATE_LIMIT_PER_USER: '1000000',
    RATE_LIMIT_PER_ADDRESS: '1000000',
  } as NodeJS.ProcessEnv),
  database,
});
await app.ready();
const answers: Record<string, unknown> = {};
// Signing in writes log rows (and a read may audit one): they are removed again, before the
// requests and after them, so both checkouts read the same logs.
const [start] = await sqlRows<{ audit: string; sign_in: string }>(
  database.db,
  sql`select (select coalesce(max(id), 0) from audit_log)::text as audit, (select coalesce(max(id), 0) from sign_in_events)::text as sign_in`,
);
const restore = async () => {
  await database.db.execute(sql`delete from sign_in_events where id > ${start!.sign_in}::bigint`);
  await database.db.execute(sql`delete from audit_log where id > ${start!.audit}::bigint`);
};
const tokens = new Map<string, string>();
for (const role of admins) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: emailOf[role], password: adminBenchPassword },
  });
  tokens.set(role, login.json().data.token as string);
}
await restore();
// The logs first, before any read that might audit.
const ordered = [...logVariants, ...requests].sort((a, b) => Number(b.url.includes('/logs')) - Number(a.url.includes('/logs')));
try {
  for (const request of ordered.filter((r) => !match || r.name.includes(match))) {
    for (const role of request.roles) {
      const res = await app.inject({
        method: request.method,
        url: request.url.replace(':school', district.schoolId),
        ...(request.payload ? { payload: request.payload } : {}),
        headers: { authorization: `Bearer ${tokens.get(role)!}` },
      });
      answers[`${request.name} (${shortRole[role]})`] = { status: res.statusCode, body: res.json() };
    }
  }
} finally {
  await restore();
  await app.close();
  await database.close();
}
writeFileSync(out, JSON.stringify(answers, null, 1));
console.log(`${Object.keys(answers).length} answers written to ${out}`);
