/**
 * Crash scenario: OneRoster imports (`POST /api/v1/admin/roster/import`, then its `/apply` stream),
 * with now and then a rollback of the newest one. An import is one request writing many rows, so
 * each import `n` carries a mark `m<n>` in every family name and class title, and leaves out a
 * different student (so its enrollments differ from its neighbours').
 *
 * One writer (imports of a district take its lock one at a time). Most kills land inside an
 * apply's writes: the writer reads the progress stream and asks for the kill at a batch. An apply is acknowledged when
 * its stream ended with `done`; a rollback when it answered 2xx. After each restart the district's
 * roster, read through the restarted server's export, is exactly one import's — every generated
 * person and class carries the same mark, and the student enrollments are that file's, pair for
 * pair — and that import is the last acknowledged state or the one cut off at the kill. On the
 * crash image, the imports' statuses and their audit entries agree with it.
 */

import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import { rosterEndpoints } from '@/contract/endpoints/roster';
import { rosterProgressSchema } from '@/contract/schemas/roster';
import { createSseParser } from '@/domain/sse-parser';
import { sqlRows } from '../db/sql-rows';
import { generatedIds, generateOneRoster } from '../roster/testing/generate-oneroster';
import { id } from '../seed/rng';
import { type Answer, type ApiSession, dataOf, signIn } from './api';
import type { CrashScenario, WriteLoad } from './harness';
import type { CrashImage } from './targets';

const districtId = id('district/2');
const studentsPerSchool = 40;
/** Uploads (dry runs) a user may make per window (the endpoint's limit). */
const rosterUploadLimit = rosterEndpoints.rosterImportCreate.rateLimit?.perUser ?? 20;

/** Which import's roster the district holds: its mark number, or 0 for none yet. */
type RosterState = number;

interface ImportState {
  api: ApiSession;
  /** Applied (and not rolled back) imports, oldest first: mark number and import id. */
  applied: Array<{ mark: number; importId: string }>;
  /** The state of the last acknowledged write. */
  settled: RosterState;
  /** The write cut off by the kill, if one was: it landed or not. */
  cutOff: { kind: 'apply'; mark: number; importId: string } | { kind: 'rollback'; leaves: RosterState } | undefined;
  imports: number;
  /** The round's write load, and the uploads sent in it (the upload's per-user limit counts them). */
  round: { load: WriteLoad; uploads: number } | undefined;
}

const markOf = (n: number) => `m${n}`;

function rosterFile(n: number) {
  return generateOneRoster({
    seed: 'crash',
    districtName: 'Lakeshore District',
    schoolNames: ['Crash Test Academy'],
    studentsPerSchool,
    teachersPerSchool: 3,
    parentsPerSchool: 4,
    classesPerStudent: 2,
    classSize: 20,
    mark: markOf(n),
    without: [generatedIds.student(0, n % studentsPerSchool)],
  });
}

type Row = Record<string, string>;
const csvRows = (files: Record<string, Uint8Array>, name: string): Row[] => parse(strFromU8(files[name]!), { columns: true });
const isGenerated = (sourcedId: string) => /^(student|teacher|parent|class)-/.test(sourcedId);
const studentPairs = (rows: Row[]) =>
  rows
    .filter((r) => r.role === 'student' && isGenerated(r.classSourcedId!))
    .map((r) => `${r.classSourcedId}|${r.userSourcedId}`)
    .sort();

/** The district's roster as the server exports it: the marks it carries, and its student enrollments. */
async function servedRoster(api: ApiSession) {
  const file = dataOf<{ file: string }>(await api.post('/api/v1/admin/roster/export', { districtId }), 'roster export');
  const files = unzipSync(Buffer.from(file.file, 'base64'));
  const users = csvRows(files, 'users.csv').filter((u) => isGenerated(u.sourcedId!) && u.enabledUser === 'true');
  const classes = csvRows(files, 'classes.csv').filter((c) => isGenerated(c.sourcedId!));
  const marks = new Set([...users.map((u) => u.familyName!), ...classes.map((c) => c.title!)].map((text) => text.split(' ').at(-1)));
  return { marks, users: users.length, classes: classes.length, enrollments: studentPairs(csvRows(files, 'enrollments.csv')) };
}

/**
 * Applies an import, reading its progress as it streams. Once the kill is armed, it asks for the
 * kill at a seeded one of the first few batches written, so kills land inside the transaction's
 * writes. Answers 200 when the last event is `done`, 500 when `failed` (then not acknowledged).
 */
async function applyStreamed(state: ImportState, load: WriteLoad, importId: string): Promise<Answer> {
  const phases: string[] = [];
  const killAtBatch = 1 + (load.killAfter % 6);
  let batches = 0;
  const parser = createSseParser((message) => {
    const event = rosterProgressSchema.parse(JSON.parse(message.data));
    phases.push(event.phase);
    if (event.phase === 'writing' && event.done > 0 && ++batches >= killAtBatch) load.killNow();
  });
  const answer = await state.api.postStream(`/api/v1/admin/roster/import/${importId}/apply`, {}, (text) => parser.push(text));
  if (answer.status !== 200) return answer;
  return { status: phases.at(-1) === 'done' ? 200 : 500, body: phases };
}

/** One import: upload, then apply. Answers false when the kill cut it off (the state it would leave is noted). */
async function importOnce(state: ImportState, load: WriteLoad): Promise<boolean> {
  if (state.round?.load !== load) state.round = { load, uploads: 0 };
  // The round's last upload the limit allows is sent with the kill asked for: on a fast machine the
  // kill window held more imports than the limit (a 429 at the 21st in CI). Armed by then: the
  // threshold (`killAfter`, at most 30 writes) is about 13 imports.
  if (++state.round.uploads >= rosterUploadLimit) load.killNow();
  const n = ++state.imports;
  const file = rosterFile(n);
  const upload = { districtId, fileName: `crash-${n}.zip`, file: Buffer.from(file.zip).toString('base64') };
  const created = await load.send(() => state.api.post('/api/v1/admin/roster/import', upload));
  // A dry run cut off wrote nothing but the upload: the roster is as it was.
  if (created === null) return false;
  const importId = dataOf<{ _id: string }>(created, `import ${n} dry run`)._id;
  const applied = await load.send(() => applyStreamed(state, load, importId));
  if (applied === null) {
    state.cutOff = { kind: 'apply', mark: n, importId };
    return false;
  }
  dataOf(applied, `import ${n} apply`);
  state.applied.push({ mark: n, importId });
  state.settled = n;
  return true;
}

/** Rolls back the newest applied import. Answers false when the kill cut it off. */
async function rollbackNewest(state: ImportState, load: WriteLoad): Promise<boolean> {
  const newest = state.applied.at(-1);
  if (!newest) return true;
  const before = state.applied.at(-2)?.mark ?? 0;
  const answer = await load.send(() => state.api.post(`/api/v1/admin/roster/import/${newest.importId}/rollback`, {}));
  if (answer === null) {
    state.cutOff = { kind: 'rollback', leaves: before };
    return false;
  }
  dataOf(answer, `rollback of import ${newest.mark}`);
  state.applied.pop();
  state.settled = before;
  return true;
}

/** Each import's status and whether its apply and rollback were audited, on the crash image. */
async function imageImports(image: CrashImage) {
  return sqlRows(
    image.database.db,
    sql<{ id: string; status: string; applyAudits: number; rollbackAudits: number }>`
      select i.id, i.status::text as status,
        (select count(*)::int from audit_log a where a.entity_id = i.id::text and a.action = 'roster.import.apply') as "applyAudits",
        (select count(*)::int from audit_log a where a.entity_id = i.id::text and a.action = 'roster.import.rollback') as "rollbackAudits"
      from roster_imports i where i.district_id = ${districtId}`,
  );
}

export const rosterImport: CrashScenario<ImportState> = {
  name: 'roster-import',
  unit: 'import requests',
  writers: 1,
  // An upload takes ~0.3 s and an apply ~0.5 s on a loaded machine; an apply usually asks for the kill first.
  killWindowMs: 1200,
  // An import is two or three acknowledged writes (upload, apply, every third a rollback), and the
  // upload allows 20 a user per 10 minutes: 45 writes before the kill, and the imports during its
  // window, could pass that and meet a 429 (seen in CI). At most 30 writes is about 13 imports,
  // leaving room for those of the window; the harness clears the limit's windows between rounds.
  killAfter: { min: 10, max: 2 * rosterUploadLimit - 10 },

  async setup(baseUrl) {
    const api = await signIn(baseUrl, 'super@demo.test');
    return { api, applied: [], settled: 0, cutOff: undefined, imports: 0, round: undefined };
  },

  async write(state, load) {
    while (!load.stopped) {
      if (!(await importOnce(state, load))) return;
      // Every third import is rolled back again: the rollback's writes are cut off by the kill too.
      if (state.imports % 3 === 0 && !(await rollbackNewest(state, load))) return;
    }
  },

  async verify(state, image) {
    const served = await servedRoster(state.api);
    const { cutOff } = state;
    const cutOffLeaves = cutOff === undefined ? undefined : cutOff.kind === 'apply' ? cutOff.mark : cutOff.leaves;
    const allowed = cutOffLeaves === undefined ? [state.settled] : [state.settled, cutOffLeaves];
    const now = served.marks.size === 0 ? 0 : Number([...served.marks][0]!.slice(1));
    expect([...served.marks].length, `one import's roster, not a mix: ${[...served.marks].join(', ')}`).toBeLessThanOrEqual(1);
    expect(allowed, 'the roster is the acknowledged one or the one cut off').toContain(now);
    if (now > 0) {
      const file = rosterFile(now);
      expect(served.users, `people of import ${now}`).toBe(file.counts.students + file.counts.teachers + file.counts.parents);
      expect(served.classes, `classes of import ${now}`).toBe(file.counts.classes);
      expect(served.enrollments, `student enrollments of import ${now}`).toEqual(
        studentPairs(parse(file.files.enrollments, { columns: true })),
      );
    }
    // The write cut off did land: the next round starts from the state it left.
    if (now !== state.settled && cutOff) {
      if (cutOff.kind === 'apply') state.applied.push({ mark: cutOff.mark, importId: cutOff.importId });
      else state.applied.pop();
      state.settled = now;
    }
    state.cutOff = undefined;

    // The crash image: the import in force is applied, and every import's status agrees with its audit entries.
    const imports = await imageImports(image);
    for (const row of imports) {
      expect(row.applyAudits, `import ${row.id} (${row.status}): audited applies`).toBe(row.status === 'dry-run' ? 0 : 1);
      expect(row.rollbackAudits, `import ${row.id} (${row.status}): audited rollbacks`).toBe(row.status === 'rolled-back' ? 1 : 0);
    }
    return served.users + served.classes + served.enrollments.length + imports.length;
  },
};
