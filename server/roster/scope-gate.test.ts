/**
 * The import's scope rule (docs/ARCHITECTURE.md §17.1): a roster import touches only what its
 * admin could change through the consoles. The attacks of issue 18 (finding 1) through the routes,
 * and the whole planner under every admin role against a roster naming every account there is.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { rosterImportSchema } from '@/contract/schemas/roster';
import { changeableAccountIds, creatableRoles, reachableIds } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { findActiveUser } from '../auth/users';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { loadDistrictState } from '../repos/roster-state';
import type { RowImage } from '../repos/roster-tables';
import { id } from '../seed/rng';
import { addToSchool, addUser, userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { planImport } from './plan';
import { emailsOf, readRoster } from './read-roster';
import { ErrorLog } from './row-check';
import { type GenerateOptions, generateOneRoster, type Row } from './testing/generate-oneroster';

const district1 = id('district/1');
const schoolA = id('school/A');
const schoolB = id('school/B');
const schoolC = id('school/C');

/** School A of the demo (matched by name) as the file's only school. */
const schoolFile: GenerateOptions = {
  seed: 'scope-gate',
  districtName: 'Riverside Unified',
  schoolNames: ['Riverside Middle School'],
  studentsPerSchool: 4,
  teachersPerSchool: 1,
  parentsPerSchool: 1,
  classesPerStudent: 1,
  courses: ['Data and Algorithms'],
};

/** A users.csv row naming an existing account by its email, in the file's school, under a new name. */
const takeover = (email: string, role: string, extra: Row = {}): Row => ({
  sourcedId: `takeover-${email}`,
  status: 'active',
  enabledUser: 'true',
  orgSourcedIds: 'school-1',
  role,
  username: email,
  givenName: 'Taken',
  familyName: 'Over',
  email,
  ...extra,
});

const roleInFile = (role: string) => (role === 'teacher' ? 'teacher' : role === 'parent' ? 'parent' : 'administrator');

/** Every account as it stands, with its schools and children: what an import that is refused must leave as it is. */
const accounts = (db: Db) =>
  sqlRows(
    db,
    sql`select u.id, u.email, u.name, u.role::text as role, u.district_id, u.disabled,
      (select coalesce(string_agg(school_id::text, ',' order by school_id), '') from user_schools where user_id = u.id) as schools,
      (select coalesce(string_agg(student_id::text, ',' order by student_id), '') from parent_students where parent_id = u.id) as children
    from users u order by u.id`,
  );

describe.each(databaseKinds)('the roster import scope gate (%s)', (kind) => {
  const suite = serverSuite(kind);
  const create = (email: string, options: Partial<GenerateOptions>, target: object) =>
    suite.post(email, api.rosterImportCreate.path, {
      ...target,
      fileName: 'roster.zip',
      file: Buffer.from(generateOneRoster({ ...schoolFile, ...options }).zip).toString('base64'),
    });
  const dryRun = async (email: string, options: Partial<GenerateOptions>, target: object) => {
    const res = await create(email, options, target);
    expect(res.statusCode, res.body).toBe(201);
    return rosterImportSchema.parse(res.json().data);
  };
  /** The users.csv line of an email in the generated file. */
  const lineOf = (options: Partial<GenerateOptions>, email: string) =>
    generateOneRoster({ ...schoolFile, ...options })
      .files.users.split('\r\n')
      .findIndex((line) => line.includes(`,${email},`) || line.endsWith(`,${email}`)) + 1;

  beforeAll(async () => {
    const db = suite.db;
    // Another school's admin (school B, district 1) and a teacher of school A who also teaches in district 2.
    const adminB = await addUser(db, 'admin-b@demo.test', 'school-admin', district1);
    await addToSchool(db, adminB.id, schoolB);
    const crossDistrict = await addUser(db, 'cross-district@demo.test', 'teacher');
    await addToSchool(db, crossDistrict.id, schoolA);
    await addToSchool(db, crossDistrict.id, schoolC);
  });

  it('refuses a school admin’s import that names the district admin, another school’s admin, a cross-district teacher or the super admin: errors on their users.csv lines, no apply, no change', async () => {
    const options = {
      extraUsers: [
        takeover('district@demo.test', 'administrator'),
        takeover('admin-b@demo.test', 'administrator', { enabledUser: 'false' }),
        takeover('cross-district@demo.test', 'teacher'),
        takeover('teacher@demo.test', 'teacher', { status: 'tobedeleted' }),
        takeover('super@demo.test', 'administrator'),
      ],
    };
    const before = await accounts(suite.db);
    const result = await dryRun('admin@demo.test', options, { districtId: district1, schoolId: schoolA });
    expect(result.status).toBe('invalid');
    for (const row of options.extraUsers) {
      const line = lineOf(options, row.email!);
      expect(line).toBeGreaterThan(1);
      expect(result.errors, row.email).toContainEqual(
        expect.objectContaining({ file: 'users.csv', line, column: expect.stringMatching(/^(role|email)$/) }),
      );
    }
    expect((await suite.post('admin@demo.test', buildPath(api.rosterImportApply.path, { id: result._id }))).statusCode).toBe(409);
    expect(await accounts(suite.db)).toEqual(before);
  });

  it('refuses a district admin’s import that names the super admin or a teacher who also teaches in another district', async () => {
    const options = {
      extraUsers: [takeover('super@demo.test', 'administrator'), takeover('cross-district@demo.test', 'teacher')],
    };
    const result = await dryRun('district@demo.test', options, { districtId: district1, schoolId: schoolA });
    expect(result.status).toBe('invalid');
    for (const row of options.extraUsers)
      expect(result.errors).toContainEqual(expect.objectContaining({ file: 'users.csv', line: lineOf(options, row.email!) }));
  });

  it('never changes a role, and a school admin creates no administrator', async () => {
    const options = {
      extraUsers: [takeover('teacher3@demo.test', 'administrator'), takeover('new-admin@schools.example', 'administrator')],
    };
    const result = await dryRun('admin@demo.test', options, { districtId: district1, schoolId: schoolA });
    expect(result.status).toBe('invalid');
    for (const row of options.extraUsers)
      expect(result.errors).toContainEqual(
        expect.objectContaining({ file: 'users.csv', line: lineOf(options, row.email!), column: 'role' }),
      );
  });

  it('plans writes only to what each admin role may change, for a roster naming every account and a linked student of another school', async () => {
    const db = suite.db;
    const everyone = await sqlRows<{ id: string; email: string; role: string }>(
      db,
      sql`select id, email, role::text as role from users order by email`,
    );
    const named = (image: RowImage) =>
      JSON.stringify(image).replace(/[0-9a-f-]{36}/g, (uuid) => everyone.find((u) => u.id === uuid)?.email ?? uuid);
    const extraUsers = everyone.map((u) => takeover(u.email, roleInFile(u.role)));
    // An earlier district import linked a school B student; a school A file names that sourcedId.
    const [studentB] = await sqlRows<{ id: string }>(db, sql`select id from students where school_id = ${schoolB} limit 1`);
    await db.execute(
      sql`insert into roster_links (district_id, entity, sourced_id, local_id, data)
        values (${district1}, 'user', 'linked-b-student', ${studentB!.id}, ${JSON.stringify({ kind: 'student', school: schoolA })}::jsonb)
        on conflict do nothing`,
    );
    extraUsers.push({
      sourcedId: 'linked-b-student',
      status: 'active',
      enabledUser: 'true',
      orgSourcedIds: 'school-1',
      role: 'student',
      username: 'linked-b-student',
      givenName: 'Moved',
      familyName: 'Away',
      identifier: 'MOVED-1',
      grades: '07',
    });
    const read = await readRoster(generateOneRoster({ ...schoolFile, extraUsers }).zip);
    const importers = [
      { email: 'super@demo.test', schoolId: null },
      { email: 'district@demo.test', schoolId: null },
      { email: 'district@demo.test', schoolId: schoolA },
      { email: 'admin@demo.test', schoolId: schoolA },
    ];
    for (const { email, schoolId } of importers) {
      const user = (await findActiveUser(db, await userIdOf(db, email))) as AuthUser;
      const state = await loadDistrictState(db, district1, emailsOf(read), user);
      const plan = planImport({
        ...read,
        errors: new ErrorLog(),
        state: state!,
        schoolId,
        now: new Date().toISOString(),
        newId: randomUUID,
      });
      const ids = async (query: ReturnType<typeof sql>) =>
        new Set((await sqlRows<{ id: string }>(db, sql`select q.id from (${query}) as q(id)`)).map((r) => String(r.id)));
      const may = {
        account: await ids(changeableAccountIds(user)),
        existingAccount: await ids(sql`select id from users`),
        student: await ids(reachableIds(user, 'student')),
        existingStudent: await ids(sql`select id from students`),
        class: await ids(reachableIds(user, 'class')),
        existingClass: await ids(sql`select id from course_instances`),
        school: await ids(reachableIds(user, 'school')),
      };
      /** An id the write names is either new (created by this import) or one the importer may change. */
      const allowed = (value: unknown, existing: Set<string>, reach: Set<string>) =>
        !existing.has(String(value)) || reach.has(String(value));
      const outside: string[] = [];
      for (const group of plan.writes.ordered())
        for (const change of group) {
          const row = (change.before ?? change.after) as RowImage;
          const ok = {
            users:
              allowed(row.id, may.existingAccount, may.account) &&
              (change.before === null
                ? creatableRoles(user).includes(String(row.role))
                : change.after === null || change.after.role === change.before.role),
            user_schools: allowed(row.user_id, may.existingAccount, may.account) && may.school.has(String(row.school_id)),
            students: allowed(row.id, may.existingStudent, may.student),
            parent_students:
              allowed(row.parent_id, may.existingAccount, may.account) && allowed(row.student_id, may.existingStudent, may.student),
            course_instances: allowed(row.id, may.existingClass, may.class),
            enrollments:
              allowed(row.student_id, may.existingStudent, may.student) && allowed(row.course_instance_id, may.existingClass, may.class),
          }[change.table as string];
          if (ok === false) outside.push(`${email} ${schoolId ?? 'district'}: ${change.action} ${change.table} ${named(row)}`);
        }
      expect(outside).toEqual([]);
    }
    await db.execute(sql`delete from roster_links where district_id = ${district1} and sourced_id = 'linked-b-student'`);
  });

  it('lets only an admin who reaches every account an import changed roll it back', async () => {
    // The district admin renames a teacher of schools A and B through a school A import.
    const options = { extraUsers: [takeover('teacher@demo.test', 'teacher')] };
    const result = await dryRun('district@demo.test', options, { districtId: district1, schoolId: schoolA });
    expect(result.status, JSON.stringify(result.errors)).toBe('dry-run');
    const applied = await suite.post('district@demo.test', buildPath(api.rosterImportApply.path, { id: result._id }));
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await accounts(suite.db);
    const rollback = (email: string) => suite.post(email, buildPath(api.rosterImportRollback.path, { id: result._id }));
    const refused = await rollback('admin@demo.test');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/outside your reach/);
    expect(await accounts(suite.db)).toEqual(after);
    expect((await rollback('district@demo.test')).statusCode).toBe(200);
  });
});
