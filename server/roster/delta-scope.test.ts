/**
 * A delta is planned against only the rows its sourcedIds touch (`delta-scope.ts`,
 * `loadDistrictState` with a scope). This proves that plan equal to the plan against the whole
 * district, on both databases: the writes, the diff and the errors, for the hand-written 1.2 delta,
 * generated 1.2 deltas, and seeded random 1.1 deltas cut from the district's own export (records
 * linked by earlier imports and records known only by the names the export gives them), under a
 * super, a district and a school administrator.
 */
import { parse } from 'csv-parse/sync';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RosterProgress } from '@/contract/schemas/roster';
import type { AuthUser } from '../auth/auth-user';
import { findActiveUser } from '../auth/users';
import type { Db } from '../db/client';
import { loadDistrictState } from '../repos/roster-state';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { applyImport } from './apply';
import { csvText } from './csv-write';
import { deltaScope } from './delta-scope';
import { createDryRun } from './dry-run';
import { exportRoster } from './export';
import { fileSpecs } from './file-specs';
import { planImport } from './plan';
import { emailsOf, type ReadRoster, readRoster } from './read-roster';
import { ErrorLog } from './row-check';
import { delta12, fixtureZip, quirky11 } from './testing/fixtures';
import { generateDelta12 } from './testing/generate-delta12';
import { generateOneRoster } from './testing/generate-oneroster';

const district1 = id('district/1');
const district2 = id('district/2');
const schoolA = id('school/A');
const silentLog = { error: () => {} } as never;

type Row = Record<string, string>;

/** JSON with keys sorted, so equal values give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A plan as comparable text: writes and errors as sorted multisets, the diff's counts, its sample as a set. */
function planned(read: ReadRoster, state: NonNullable<Awaited<ReturnType<typeof loadDistrictState>>>, schoolId: string | null) {
  let next = 0;
  const errors = ErrorLog.of(read.errors.count, [...read.errors.kept]);
  const plan = planImport({
    ...read,
    errors,
    state,
    schoolId,
    now: '2026-11-26T12:00:00.000Z',
    newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  });
  return {
    writes: plan.writes.ordered().flat().map(canonical).sort(),
    counts: plan.diff.counts,
    sample: plan.diff.sample.map(canonical).sort(),
    errorCount: errors.count,
    errors: errors.kept.map(canonical).sort(),
  };
}

/** A seeded random number generator (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random 1.1 delta cut from an export's rows: people renamed, removed, disabled, given clashing numbers or emails; classes removed and retitled; enrollments removed, moved, added, duplicated; a primary teacher for a class not carried. */
function randomDelta(files: Record<string, Row[]>, seed: number): Uint8Array {
  const random = rng(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: T[], n: number): T[] => Array.from({ length: Math.min(n, list.length) }, () => pick(list));
  const users = files.users!;
  const students = users.filter((u) => u.role === 'student');
  const teachers = users.filter((u) => u.role === 'teacher');
  const parents = users.filter((u) => u.role === 'parent');
  const classes = files.classes!;
  const enrollments = files.enrollments!;
  const userRows = new Map<string, Row>();
  for (const u of some(users, 6)) {
    const change = pick(['rename', 'remove', 'disable', 'number', 'email', 'agents', 'same']);
    const row = { ...u };
    if (change === 'rename') row.familyName = `${u.familyName}-${seed}`;
    if (change === 'remove') row.status = 'tobedeleted';
    if (change === 'disable') row.enabledUser = 'false';
    if (change === 'number' && u.role === 'student') row.identifier = pick(students).identifier!;
    if (change === 'email' && u.email) row.email = pick(users.filter((o) => o.email)).email!;
    if (change === 'agents') row.agentSourcedIds = u.role === 'parent' ? pick(students).sourcedId! : '';
    userRows.set(row.sourcedId!, row);
  }
  const model = pick(students);
  userRows.set(`new-student-${seed}`, { ...model, sourcedId: `new-student-${seed}`, identifier: `N-${seed}`, agentSourcedIds: '' });
  if (parents.length)
    userRows.set(`new-parent-${seed}`, {
      ...pick(parents),
      sourcedId: `new-parent-${seed}`,
      email: `new-parent-${seed}@delta.example`,
      agentSourcedIds: `${pick(students).sourcedId};new-student-${seed}`,
    });
  const classRows = new Map<string, Row>();
  for (const c of some(classes, 2)) {
    const change = pick(['remove', 'retitle', 'same']);
    classRows.set(c.sourcedId!, {
      ...c,
      status: change === 'remove' ? 'tobedeleted' : c.status!,
      title: change === 'retitle' ? `${c.title} ${seed}` : c.title!,
    });
  }
  const enrollmentRows = new Map<string, Row>();
  for (const e of some(enrollments, 8)) {
    const change = pick(['remove', 'move', 'same']);
    const row = { ...e };
    if (change === 'remove') row.status = 'tobedeleted';
    if (change === 'move') row.classSourcedId = pick(classes).sourcedId!;
    enrollmentRows.set(row.sourcedId!, row);
  }
  const into = pick(classes);
  const newEnrollment = (sourcedId: string, userSourcedId: string, role: string, primary: string) =>
    enrollmentRows.set(sourcedId, {
      sourcedId,
      status: 'active',
      dateLastModified: '',
      classSourcedId: into.sourcedId!,
      schoolSourcedId: into.schoolSourcedId!,
      userSourcedId,
      role,
      primary,
      beginDate: '',
      endDate: '',
    });
  newEnrollment(`new-enr-${seed}`, `new-student-${seed}`, 'student', 'false');
  newEnrollment(`new-enr-b-${seed}`, pick(students).sourcedId!, 'student', 'false');
  // The same pair again under another sourcedId: an error in both plans.
  if (random() < 0.3) newEnrollment(`dup-enr-${seed}`, `new-student-${seed}`, 'student', 'false');
  if (teachers.length) newEnrollment(`new-teach-${seed}`, pick(teachers).sourcedId!, 'teacher', 'true');
  const mode = () => (random() < 0.5 ? 'bulk' : 'absent');
  const modes: Record<string, string> = {
    orgs: mode(),
    academicSessions: mode(),
    courses: mode(),
    classes: 'delta',
    users: 'delta',
    enrollments: 'delta',
  };
  const entries: Record<string, Uint8Array> = {
    'manifest.csv': strToU8(
      `${['propertyName,value', 'oneroster.version,1.1', ...Object.entries(modes).map(([f, m]) => `file.${f},${m}`)].join('\r\n')}\r\n`,
    ),
    'users.csv': strToU8(csvText(fileSpecs.users.columns, [...userRows.values()])),
    'classes.csv': strToU8(csvText(fileSpecs.classes.columns, [...classRows.values()])),
    'enrollments.csv': strToU8(csvText(fileSpecs.enrollments.columns, [...enrollmentRows.values()])),
  };
  for (const file of ['orgs', 'academicSessions', 'courses'] as const)
    if (modes[file] === 'bulk') entries[`${file}.csv`] = strToU8(csvText(fileSpecs[file].columns, files[file]!));
  return zipSync(entries);
}

describe.each(databaseKinds)('a delta planned against its scope plans as against the whole district (%s)', (kind) => {
  const suite = serverSuite(kind);
  const as = async (db: Db, email: string) => (await findActiveUser(db, await userIdOf(db, email))) as AuthUser;
  const imported = async (user: AuthUser, districtId: string, zip: Uint8Array) => {
    const body = { districtId, fileName: 'roster.zip', file: Buffer.from(zip).toString('base64') };
    const dry = await createDryRun(suite.db, user, body);
    expect(dry.errors).toEqual([]);
    const events: RosterProgress[] = [];
    await applyImport(suite.db, user, dry._id, () => ({ send: (e) => events.push(e), end: () => {} }), silentLog);
    expect(events.at(-1)?.phase).toBe('done');
  };
  /** Plans `zip` with and without its scope, for each importer; answers how many plans wrote or failed something (so the cases are not all empty). */
  const compare = async (zip: Uint8Array, districtId: string, importers: Array<{ email: string; schoolId: string | null }>) => {
    const read = await readRoster(zip);
    const scope = deltaScope(read);
    expect(scope).not.toBeNull();
    let eventful = 0;
    for (const { email, schoolId } of importers) {
      const user = await as(suite.db, email);
      const whole = await loadDistrictState(suite.db, districtId, emailsOf(read), user);
      const scoped = await loadDistrictState(suite.db, districtId, emailsOf(read), user, scope);
      // The scope is smaller: otherwise this would compare a plan with itself.
      expect(scoped!.links.length).toBeLessThan(whole!.links.length);
      const expected = planned(read, whole!, schoolId);
      expect(planned(read, scoped!, schoolId), `${email} ${schoolId ?? ''}`).toEqual(expected);
      if (expected.writes.length || expected.errorCount) eventful += 1;
    }
    return eventful;
  };
  const importers = [
    { email: 'super@demo.test', schoolId: null },
    { email: 'district@demo.test', schoolId: null },
    { email: 'admin@demo.test', schoolId: schoolA },
  ];
  let exported: Record<string, Row[]>;

  beforeAll(async () => {
    const superAdmin = await as(suite.db, 'super@demo.test');
    await imported(superAdmin, district1, fixtureZip(quirky11));
    await imported(
      superAdmin,
      district2,
      generateOneRoster({
        seed: 'delta-scope',
        districtName: 'Lakeshore District',
        schoolNames: ['Scope One', 'Scope Two'],
        studentsPerSchool: 40,
        teachersPerSchool: 3,
        parentsPerSchool: 6,
        classesPerStudent: 3,
        classSize: 10,
      }).zip,
    );
    // District 1 as its export names it: demo records no import linked (implicit names) and the imported ones.
    const zip = unzipSync(Buffer.from((await exportRoster(suite.db, superAdmin, district1, null)).file, 'base64'));
    exported = Object.fromEntries(
      ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'].map((f) => [
        f,
        parse(Buffer.from(zip[`${f}.csv`]!).toString('utf8'), { columns: true, bom: true }) as Row[],
      ]),
    );
  });

  it('the hand-written 1.2 delta', async () => {
    expect(await compare(fixtureZip(delta12), district1, importers)).toBeGreaterThan(0);
  });

  it('generated 1.2 deltas of several shares', async () => {
    const bulk = generateOneRoster({
      seed: 'delta-scope',
      districtName: 'Lakeshore District',
      schoolNames: ['Scope One', 'Scope Two'],
      studentsPerSchool: 40,
      teachersPerSchool: 3,
      parentsPerSchool: 6,
      classesPerStudent: 3,
      classSize: 10,
    });
    const records = (await readRoster(bulk.zip)).records;
    for (const share of [0.02, 0.1, 0.3])
      expect(await compare(generateDelta12(records, share).zip, district2, [{ email: 'super@demo.test', schoolId: null }])).toBe(1);
  }, 120_000);

  it('seeded random 1.1 deltas cut from the export', async () => {
    let eventful = 0;
    for (let seed = 1; seed <= 12; seed++) eventful += await compare(randomDelta(exported, seed), district1, importers);
    expect(eventful).toBe(12 * importers.length);
  }, 180_000);
});
