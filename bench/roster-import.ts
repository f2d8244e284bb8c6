import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { RosterProgress } from '@/contract/schemas/roster';
import { buildApp } from '@/server/app';
import type { AuthUser } from '@/server/auth/auth-user';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { sqlRows } from '@/server/db/sql-rows';
import { found, Refused } from '@/server/lib/refusal';
import { refusalStatus } from '@/server/lib/refusal-http';
import { loadDistrictState } from '@/server/repos/roster-state';
import { applyImport } from '@/server/roster/apply';
import { createDryRun } from '@/server/roster/dry-run';
import { planOffThread } from '@/server/roster/plan-pool';
import { readRoster } from '@/server/roster/read-roster';
import { rollbackImport } from '@/server/roster/rollback';
import { type GeneratedDelta, generateDelta12 } from '@/server/roster/testing/generate-delta12';
import { generateOneRoster } from '@/server/roster/testing/generate-oneroster';
import { deflatedZeros, rawZip } from '@/server/roster/testing/raw-zip';
import { id } from '@/server/seed/rng';
import { probeHealth } from './support/health-probe';
import { onSeededDatabases } from './support/postgres';
import { kb, ms, rowText, seconds } from './support/report';

const schools = 20;
const studentsPerSchool = 2000;

const silentLog = { error: () => {} } as never;

/** Wall time, and this process's CPU time, its threads included (PGlite and the plan worker run inside it; the machine is shared, so wall time stretches under load). */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; cpu: string }> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpuBefore);
  return { value, ms: performance.now() - started, cpu: `cpu ${seconds((used.user + used.system) / 1000)}` };
}

/** A 1 MB zip whose users.csv inflates to 1 GB of zeros, its header declaring 4 KB (issue 18, finding 3). */
const bomb = rawZip([{ name: 'users.csv', data: deflatedZeros(1024), declaredSize: 4096 }]);

/** The app on a free port, so `/api/health` is asked over HTTP while the import runs in this process. */
async function listeningApp(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-bench-roster-'));
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchOne(label: string, database: Database, zip: Uint8Array, delta: GeneratedDelta): Promise<string[]> {
  const server = await listeningApp(database);
  try {
    return await benchOnServer(label, database, zip, delta, server.baseUrl);
  } finally {
    await server.close();
  }
}

/** `timed`, with `/api/health` asked meanwhile. */
async function timedWithHealth<T>(baseUrl: string, work: () => Promise<T>) {
  const probe = probeHealth(baseUrl);
  const result = await timed(work);
  return { ...result, health: await probe.stop() };
}

async function benchOnServer(
  label: string,
  database: Database,
  zip: Uint8Array,
  delta: GeneratedDelta,
  baseUrl: string,
): Promise<string[]> {
  const { db } = database;
  const [superAdmin] = await sqlRows<AuthUser>(
    db,
    sql`select id, name, email, role::text as role, district_id as "districtId" from users where email = 'super@demo.test'`,
  );
  const body = { districtId: id('district/2'), fileName: 'district.zip', file: Buffer.from(zip).toString('base64') };
  const apply = async (importId: string) => {
    const events: RosterProgress[] = [];
    await applyImport(db, superAdmin!, importId, () => ({ send: (e) => events.push(e), end: () => {} }), silentLog);
    const last = events.at(-1);
    if (last?.phase !== 'done') throw new Error(`apply ended ${last?.phase}: ${last?.message ?? ''}`);
    return last.total;
  };
  const dry = await timedWithHealth(baseUrl, () => createDryRun(db, superAdmin!, body));
  if (dry.value.errorCount) throw new Error(`the generated file has errors: ${JSON.stringify(dry.value.errors.slice(0, 3))}`);
  const applied = await timedWithHealth(baseUrl, () => apply(dry.value._id));
  const refused = await timedWithHealth(baseUrl, async () => {
    try {
      const stored = await createDryRun(db, superAdmin!, { ...body, file: Buffer.from(bomb).toString('base64') });
      return `stored as ${stored.status}, not refused`;
    } catch (error) {
      if (error instanceof Refused) return `refused ${refusalStatus[error.kind].status}`;
      throw error;
    }
  });
  const again = await timedWithHealth(baseUrl, async () => {
    const second = await createDryRun(db, superAdmin!, body);
    const writes = await apply(second._id);
    return { id: second._id, writes };
  });
  // Issue 22: a 1.2 delta of 2 % of the students against the district as imported, with the
  // statistics autovacuum would have gathered after the import by the next night (the local server
  // runs with autovacuum off; the delta's state queries were once minutes long with fresh statistics).
  for (const { name } of await sqlRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema()`,
  ))
    await db.execute(sql.raw(`analyze "${name}"`));
  const deltaBody = { ...body, fileName: 'delta.zip', file: Buffer.from(delta.zip).toString('base64') };
  // The baseline, in this run: the same delta planned against the whole district, as before its scope (dry run without storing).
  const wholePlan = await timed(async () => {
    const plan = await planOffThread(
      delta.zip,
      async (emails) => found(await loadDistrictState(db, body.districtId, emails, superAdmin!), 'no district'),
      {
        schoolId: null,
        withWrites: false,
        fullState: true,
      },
    );
    return plan.diff;
  });
  const scopedPlan = await timed(async () => {
    const plan = await planOffThread(
      delta.zip,
      async (emails, scope) => found(await loadDistrictState(db, body.districtId, emails, superAdmin!, scope), 'no district'),
      {
        schoolId: null,
        withWrites: false,
      },
    );
    return plan.diff;
  });
  // The same counts and sample (its records; a deactivation's time is each plan's own).
  const shape = (diff: typeof wholePlan.value) =>
    JSON.stringify([diff.counts, diff.sample.map((c) => [c.file, c.action, c.sourcedId, c.fields.map((f) => f.field)])]);
  if (shape(wholePlan.value) !== shape(scopedPlan.value)) throw new Error('the scoped plan differs from the whole one');
  const deltaDry = await timedWithHealth(baseUrl, () => createDryRun(db, superAdmin!, deltaBody));
  if (deltaDry.value.errorCount) throw new Error(`the generated delta has errors: ${JSON.stringify(deltaDry.value.errors.slice(0, 3))}`);
  const deltaApplied = await timedWithHealth(baseUrl, () => apply(deltaDry.value._id));
  // Which plan the apply wrote: the dry run's kept one (the district unchanged since) or a new one (ARCHITECTURE.md §10 "Kept plan").
  const [deltaAudit] = await sqlRows<{ plan: string | null }>(
    db,
    sql`select meta->>'plan' as plan from audit_log where action = 'roster.import.apply' and entity_id = ${deltaDry.value._id}`,
  );
  const undoDelta = await timed(() => rollbackImport(db, superAdmin!, deltaDry.value._id));
  const undoAgain = await timed(() => rollbackImport(db, superAdmin!, again.value.id));
  const undo = await timed(() => rollbackImport(db, superAdmin!, dry.value._id));
  return [
    `${label}:`,
    rowText('dry run (read, validate, plan)', seconds(dry.ms), dry.cpu),
    rowText('  meanwhile', '', dry.health),
    rowText(
      'apply (one transaction)',
      seconds(applied.ms),
      `${applied.cpu}; ${applied.value.toLocaleString('en')} rows written and logged`,
    ),
    rowText('  meanwhile', '', applied.health),
    rowText(`zip bomb (${kb(bomb.length)} → 1 GB)`, ms(refused.ms), `${refused.value}; ${refused.health}`),
    rowText('re-apply the same file (dry run + apply)', seconds(again.ms), `${again.cpu}; ${again.value.writes} rows written`),
    // The district's rows are all there now: the state loaded and sent to the worker is the largest.
    rowText('  meanwhile', '', again.health),
    rowText(
      `1.2 delta, 2 % of students: dry run`,
      seconds(deltaDry.ms),
      `${deltaDry.cpu}; ${delta.counts.removed} removed, ${delta.counts.renamed} renamed, ${delta.counts.added} added, ${delta.counts.enrollments} enrollment rows`,
    ),
    rowText('  meanwhile', '', deltaDry.health),
    rowText(
      '  its plan against the whole district (baseline)',
      seconds(wholePlan.ms),
      `${wholePlan.cpu}; scoped: ${seconds(scopedPlan.ms)}, ${scopedPlan.cpu} (${(wholePlan.ms / scopedPlan.ms).toFixed(1)}× faster)`,
    ),
    rowText(
      '1.2 delta: apply',
      seconds(deltaApplied.ms),
      `${deltaApplied.cpu}; ${deltaApplied.value} rows written; ${deltaAudit?.plan ?? 'new'} plan`,
    ),
    rowText(
      '  delta dry run + apply',
      seconds(deltaDry.ms + deltaApplied.ms),
      `goal on PostgreSQL: < 5 s; load ${loadavg()[0]!.toFixed(1)}`,
    ),
    rowText('  meanwhile', '', deltaApplied.health),
    rowText('roll back the delta', seconds(undoDelta.ms), undoDelta.cpu),
    rowText('roll back the re-apply (nothing to undo)', seconds(undoAgain.ms), undoAgain.cpu),
    rowText('roll back the import', seconds(undo.ms), undo.cpu),
  ];
}

export async function runRosterImportBench({ log = console.log }: { log?: (line: string) => void } = {}): Promise<string[]> {
  const lines: string[] = [];
  const emit = (...more: string[]) => {
    for (const line of more) {
      lines.push(line);
      log(line);
    }
  };
  log('\n## roster-import');
  const generated = await timed(async () =>
    generateOneRoster({
      seed: 'bench',
      districtName: 'Lakeshore District',
      schoolNames: Array.from({ length: schools }, (_, i) => `Bench School ${i + 1}`),
      studentsPerSchool,
      teachersPerSchool: 80,
      parentsPerSchool: 100,
      classesPerStudent: 5,
      classSize: 25,
    }),
  );
  const { zip, counts } = generated.value;
  const delta = generateDelta12((await readRoster(zip)).records);
  emit(
    `OneRoster import of ${counts.students.toLocaleString('en')} students, ${counts.teachers} teachers, ${counts.parents} parents, ` +
      `${counts.classes.toLocaleString('en')} classes, ${counts.enrollments.toLocaleString('en')} enrollments in ${schools} schools; ` +
      `${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
    rowText('zip size', kb(zip.length), `generated in ${seconds(generated.ms)}`),
  );
  await onSeededDatabases('bench_roster', emit, (label, database) => benchOne(label, database, zip, delta));
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runRosterImportBench();
}
