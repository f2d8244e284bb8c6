/**
 * The roster import under fuzz (issue 18, "Fuzz the bulk paths"): for each admin role, fast-check
 * builds OneRoster zips from a valid generated roster with hostile changes — other scopes' emails
 * under every role, duplicate and unknown ids, unknown roles and statuses, formula and control text,
 * entries renamed to traversal paths, a zip bomb whose header lies, users.csv given twice — and sends
 * each through dry run, apply and rollback. Properties:
 * no answer is a 5xx, `/api/health` answers during each import, and nothing outside the importer's
 * reach (docs/ARCHITECTURE.md §17.1) changes. `FUZZ_SEED` and `FUZZ_RUNS` as for the contract fuzz.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { rosterFiles } from '@/contract/schemas/roster';
import { changeableAccountIds, reachableIds } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { findActiveUser } from '../auth/users';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { RateLimiter } from '../lib/rate-limiter';
import { SharedRateLimiter } from '../lib/shared-rate-limiter';
import { generateOneRoster, type Row } from '../roster/testing/generate-oneroster';
import { deflated, deflatedZeros, type RawEntry, rawZip } from '../roster/testing/raw-zip';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';

const baseSeed = Number(process.env.FUZZ_SEED ?? 20261126);
const runs = Number(process.env.FUZZ_RUNS ?? 8);
const district1 = id('district/1');
const schoolA = id('school/A');

const importers = [
  { email: 'admin@demo.test', target: { districtId: district1, schoolId: schoolA }, schoolNames: ['Riverside Middle School'] },
  { email: 'district@demo.test', target: { districtId: district1 }, schoolNames: ['Riverside Middle School', 'Fuzz Academy'] },
  { email: 'super@demo.test', target: { districtId: district1 }, schoolNames: ['Riverside Middle School'] },
];

/** Text a hostile file might carry in a name or id. */
const nastyText = fc.oneof(
  fc.constantFrom('=HYPERLINK("http://x")', '+1', '-1+1', '@SUM(A1)', '../../etc/passwd', "'; drop table users; --", 'Ünïcödé 名前', ''),
  fc.string({ maxLength: 12 }),
);

interface Mutation {
  /** Extra users.csv rows. */
  users: readonly Row[];
  /** Extra enrollments.csv rows. */
  enrollments: readonly Row[];
  /** Zip entry renames (a traversal path, a folder, another case). */
  renames: ReadonlyArray<readonly [string, string]>;
  /** The zip as written, or users.csv as a bomb whose header lies, or users.csv twice. */
  shape: 'plain' | 'bomb' | 'repeated';
}

function mutationOf(emails: string[], sourcedIds: string[]): fc.Arbitrary<Mutation> {
  // A well-formed row that names an existing account (of any scope): the takeover attempt, valid enough to reach the apply.
  const takeover = fc.record({
    sourcedId: fc.constantFrom('takeover-1', 'takeover-2', 'takeover-3'),
    status: fc.constant('active'),
    enabledUser: fc.constantFrom('true', 'true', 'false'),
    orgSourcedIds: fc.constant('school-1'),
    role: fc.constantFrom('teacher', 'administrator', 'parent'),
    givenName: fc.constantFrom('Taken', '=Formula'),
    familyName: fc.constant('Over'),
    email: fc.constantFrom(...emails),
    identifier: fc.constant(''),
    agentSourcedIds: fc.constant(''),
    grades: fc.constant(''),
  });
  const junk = fc.record({
    sourcedId: fc.oneof(fc.constantFrom(...sourcedIds), nastyText),
    status: fc.constantFrom('active', 'tobedeleted', 'inactive'),
    enabledUser: fc.constantFrom('true', 'false', 'maybe'),
    orgSourcedIds: fc.constantFrom('school-1', 'school-2', 'district-1', 'school-1,school-2', 'nowhere', ''),
    role: fc.constantFrom('teacher', 'administrator', 'parent', 'guardian', 'student', 'aide', 'superhero'),
    givenName: nastyText,
    familyName: nastyText,
    email: fc.oneof(fc.constantFrom(...emails), fc.constant('fresh@fuzz.example'), nastyText),
    identifier: nastyText,
    agentSourcedIds: fc.constantFrom('', ...sourcedIds.slice(0, 3)),
    grades: fc.constantFrom('', '07', 'KG', '99'),
  });
  const enrollment = fc.record({
    sourcedId: nastyText,
    status: fc.constant('active'),
    classSourcedId: fc.oneof(fc.constantFrom('class-1-06-001', 'class-2-07-001'), nastyText),
    schoolSourcedId: fc.constantFrom('school-1', 'school-2'),
    userSourcedId: fc.constantFrom(...sourcedIds),
    role: fc.constantFrom('student', 'teacher', 'administrator'),
    primary: fc.constantFrom('true', 'false'),
  });
  const rename = fc.tuple(
    fc.constantFrom('users.csv', 'orgs.csv', 'enrollments.csv'),
    fc.constantFrom('../users.csv', '/etc/users.csv', 'nested/users.csv', 'USERS.CSV', 'C:\\users.csv'),
  );
  return fc.record({
    users: fc.oneof(
      { weight: 3, arbitrary: fc.uniqueArray(takeover, { maxLength: 2, selector: (row) => row.sourcedId }) },
      { weight: 1, arbitrary: fc.array(fc.oneof(takeover, junk), { maxLength: 4 }) },
    ),
    enrollments: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(enrollment, { maxLength: 2 }) }),
    renames: fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(rename, { maxLength: 1 }) }),
    shape: fc.constantFrom('plain', 'plain', 'plain', 'plain', 'plain', 'bomb', 'repeated'),
  });
}

function zipOf(schoolNames: string[], mutation: Mutation): Buffer {
  const generated = generateOneRoster({
    seed: 'roster-fuzz',
    districtName: 'Riverside Unified',
    schoolNames,
    studentsPerSchool: 4,
    teachersPerSchool: 1,
    parentsPerSchool: 1,
    classesPerStudent: 1,
    courses: ['Data and Algorithms'],
    extraUsers: [...mutation.users],
    extraEnrollments: [...mutation.enrollments],
  });
  if (mutation.shape !== 'plain') {
    const entries: RawEntry[] = rosterFiles.map((file) => ({ name: `${file}.csv`, data: deflated(generated.files[file]) }));
    if (mutation.shape === 'bomb')
      entries[rosterFiles.indexOf('users')] = { name: 'users.csv', data: deflatedZeros(64), declaredSize: 100 };
    else entries.push({ name: 'users.csv', data: deflated(generated.files.users) });
    return Buffer.from(rawZip(entries));
  }
  if (mutation.renames.length === 0) return Buffer.from(generated.zip);
  const entries = unzipSync(generated.zip);
  for (const [from, to] of mutation.renames) {
    entries[to] = entries[from] ?? strToU8('');
    delete entries[from];
  }
  return Buffer.from(zipSync(entries));
}

/** Rows outside the importer's reach as it was before the case, as text per table, to compare after. */
async function outsideReach(db: Db, reach: Reach): Promise<Record<string, string[]>> {
  const dump = async (query: ReturnType<typeof sql>) => (await sqlRows<Record<string, unknown>>(db, query)).map((r) => JSON.stringify(r));
  const outside = (ids: string[]) => sql`(select json_array_elements_text(${JSON.stringify(ids)}::json))`;
  return {
    users: await dump(
      sql`select id, email, name, role::text, district_id, disabled from users where id::text not in ${outside(reach.accounts)} order by id`,
    ),
    userSchools: await dump(
      sql`select user_id, school_id from user_schools where user_id::text not in ${outside(reach.accounts)} or school_id::text not in ${outside(reach.schools)} order by 1, 2`,
    ),
    parentStudents: await dump(
      sql`select parent_id, student_id from parent_students where parent_id::text not in ${outside(reach.accounts)} or student_id::text not in ${outside(reach.students)} order by 1, 2`,
    ),
    students: await dump(
      sql`select id, school_id, grade_section_id, first_name, last_name, student_number, deactivated_at::text from students where id::text not in ${outside(reach.students)} order by id`,
    ),
    classes: await dump(
      sql`select id, course_id, school_id, teacher_id, grade_section_id, start_date::text from course_instances where id::text not in ${outside(reach.classes)} order by id`,
    ),
    enrollments: await dump(
      sql`select course_instance_id, student_id from enrollments where student_id::text not in ${outside(reach.students)} or course_instance_id::text not in ${outside(reach.classes)} order by 1, 2`,
    ),
  };
}

interface Reach {
  accounts: string[];
  schools: string[];
  students: string[];
  classes: string[];
}

async function reachOf(db: Db, user: AuthUser): Promise<Reach> {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await sqlRows<{ id: string }>(db, sql`select q.id::text as id from (${query}) as q(id) where q.id is not null`)).map((r) => r.id);
  return {
    accounts: await ids(changeableAccountIds(user)),
    schools: await ids(reachableIds(user, 'school')),
    students: await ids(reachableIds(user, 'student')),
    classes: await ids(reachableIds(user, 'class')),
  };
}

describe.each(databaseKinds)('roster import fuzz on %s', (kind) => {
  let server: TestServer;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    // The import limit (20 per 10 minutes) would refuse most cases before they are read; it has its own tests.
    vi.spyOn(RateLimiter.prototype, 'hit').mockReturnValue(0);
    // On PostgreSQL the limits are counted in the database (several instances share them).
    vi.spyOn(SharedRateLimiter.prototype, 'hit').mockResolvedValue(0);
    vi.spyOn(SharedRateLimiter.prototype, 'hitAll').mockResolvedValue(0);
    server = await startTestServer({ kind });
  });

  afterAll(async () => {
    console.log(
      `roster fuzz on ${kind}: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')} (seed ${baseSeed}, ${runs} runs per role)`,
    );
    await server?.close();
    vi.restoreAllMocks();
  });

  it.each(importers)('$email: no 5xx, health answers, nothing outside reach changes', async ({ email, target, schoolNames }) => {
    const db = server.database.db;
    const user = (await findActiveUser(db, await userIdOf(db, email)))!;
    const emails = (await sqlRows<{ email: string }>(db, sql`select email from users order by email`)).map((r) => r.email);
    const sourcedIds = ['student-1-00001', 'student-1-00002', 'teacher-1-001', 'parent-1-0001', 'student-2-00001', 'teacher-2-001'];
    const send = async (method: 'POST', url: string, payload?: object) => {
      const health = server.app.inject({ method: 'GET', url: api.health.path });
      const res = await server.as(email, { method, url, ...(payload ? { payload } : {}) });
      const healthy = await health;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (healthy.statusCode !== 200) throw new Error(`health → ${healthy.statusCode} during ${url}`);
      return res;
    };
    const property = fc.asyncProperty(mutationOf(emails, sourcedIds), async (mutation) => {
      const reach = await reachOf(db, user);
      const before = await outsideReach(db, reach);
      const file = zipOf(schoolNames, mutation).toString('base64');
      const created = await send('POST', api.rosterImportCreate.path, { ...target, fileName: 'fuzz.zip', file });
      if (created.statusCode === 201) {
        const importId = created.json().data._id as string;
        const applied = await send('POST', buildPath(api.rosterImportApply.path, { id: importId }));
        if (applied.statusCode === 200) await send('POST', buildPath(api.rosterImportRollback.path, { id: importId }));
      }
      const after = await outsideReach(db, reach);
      expect(after, JSON.stringify(mutation)).toEqual(before);
    });
    await fc.assert(property, { seed: baseSeed, numRuns: runs, endOnFailure: true });
  });
});
