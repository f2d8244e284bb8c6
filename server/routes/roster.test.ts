import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { type RosterImport, type RosterProgress, rosterImportSchema, rosterProgressSchema } from '@/contract/schemas/roster';
import { createSseParser } from '@/domain/sse-parser';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { type GenerateOptions, generatedIds, generateOneRoster } from '../roster/testing/generate-oneroster';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { rollupMismatches } from '../test/rollup-truth';

const district1 = id('district/1');
const district2 = id('district/2');
const schoolA = id('school/A');
const schoolB = id('school/B');
const superAdmin = 'super@demo.test';

/** Two schools of district 1: Riverside Middle School (school A, matched by name) and a new one; one catalogue course matched by title. */
const base: GenerateOptions = {
  seed: 'route-test',
  districtName: 'Riverside Unified',
  schoolNames: ['Riverside Middle School', 'Northgate Middle School'],
  studentsPerSchool: 9,
  teachersPerSchool: 2,
  parentsPerSchool: 1,
  classesPerStudent: 2,
  courses: ['Data and Algorithms', 'Robotics Club'],
};
const upload = (options: Partial<GenerateOptions> = {}, target: object = { districtId: district1 }) => ({
  ...target,
  fileName: 'roster.zip',
  file: Buffer.from(generateOneRoster({ ...base, ...options }).zip).toString('base64'),
});

const count = async (db: Db, query: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(db, query))[0]!.n;

describe.each(databaseKinds)('roster endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post, get } = suite;
  const create = (email: string, body: object) => post(email, api.rosterImportCreate.path, body);
  const apply = (email: string, importId: string) => post(email, buildPath(api.rosterImportApply.path, { id: importId }));
  const rollback = (email: string, importId: string) => post(email, buildPath(api.rosterImportRollback.path, { id: importId }));
  const exportZip = async (body: object = { districtId: district1 }) => {
    const res = await post(superAdmin, api.rosterExport.path, body);
    expect(res.statusCode).toBe(200);
    return Buffer.from(res.json().data.file, 'base64');
  };
  const dryRun = async (options: Partial<GenerateOptions> = {}, email = superAdmin, target?: object) => {
    const res = await create(email, upload(options, target));
    expect(res.statusCode, res.body).toBe(201);
    return rosterImportSchema.parse(res.json().data);
  };
  const appliedEvents = async (importId: string) => {
    const res = await apply(superAdmin, importId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events: RosterProgress[] = [];
    const parser = createSseParser((message) => {
      expect(message.event).toBe('progress');
      events.push(rosterProgressSchema.parse(JSON.parse(message.data)));
    });
    parser.push(res.body);
    return events;
  };
  const localId = async (entity: string, sourcedId: string) =>
    (
      await sqlRows<{ id: string }>(
        suite.db,
        sql`select local_id as id from roster_links where district_id = ${district1} and entity = ${entity} and sourced_id = ${sourcedId}`,
      )
    )[0]?.id;

  it('refuses a caller without a token (401), a teacher or parent (403), and a body that is not a zip (400 on body.file)', async () => {
    const anonymous = await suite.server.app.inject({ method: 'POST', url: api.rosterImportCreate.path, payload: upload() });
    expect(anonymous.statusCode).toBe(401);
    for (const email of ['teacher@demo.test', 'parent@demo.test']) expect((await create(email, upload())).statusCode).toBe(403);
    const notZip = await create(superAdmin, {
      districtId: district1,
      fileName: 'roster.csv',
      file: Buffer.from('sourcedId,name\n').toString('base64'),
    });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().details).toEqual([expect.objectContaining({ path: 'body.file' })]);
  });

  it('answers 404 for a district or school out of reach, like an unknown one', async () => {
    expect((await create('district@demo.test', upload({}, { districtId: district2 }))).statusCode).toBe(404);
    expect((await create(superAdmin, upload({}, { districtId: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    // A school admin imports into their own school only, never a whole district.
    expect((await create('admin@demo.test', upload({}, { districtId: district1 }))).statusCode).toBe(404);
    expect((await create('admin@demo.test', upload({}, { districtId: district1, schoolId: schoolB }))).statusCode).toBe(404);
    expect((await post('district@demo.test', api.rosterExport.path, { districtId: district2 })).statusCode).toBe(404);
  });

  it('reports every planted error with its file, line and column, marks the import invalid, and refuses to apply it (409)', async () => {
    const generated = generateOneRoster({ ...base, plantErrors: true });
    const invalid = await dryRun({ plantErrors: true });
    expect(invalid.status).toBe('invalid');
    expect(invalid.errorCount).toBe(generated.planted.length);
    expect(invalid.errors.map(({ file, line, column }) => ({ file, line, column }))).toEqual(
      expect.arrayContaining(generated.planted.map((p) => expect.objectContaining(p))),
    );
    expect(invalid.errors.every((e) => e.message.length > 0)).toBe(true);
    expect((await apply(superAdmin, invalid._id)).statusCode).toBe(409);
  });

  it('a school admin dry-runs their own school; a second school in the file is an error on its orgs.csv line', async () => {
    const own = await dryRun({ schoolNames: ['Riverside Middle School'] }, 'admin@demo.test', { districtId: district1, schoolId: schoolA });
    expect(own.status).toBe('dry-run');
    expect(own.counts.users.create).toBe(9 + 2 + 1);
    const two = await dryRun({}, 'admin@demo.test', { districtId: district1, schoolId: schoolA });
    expect(two.status).toBe('invalid');
    expect(two.errors).toContainEqual(expect.objectContaining({ file: 'orgs.csv', line: 4, column: 'sourcedId' }));
    const listed = await post('admin@demo.test', api.rosterImports.path, { page: 0, pageSize: 50 });
    expect(listed.json().data.items.every((i: RosterImport) => i.school?._id === schoolA)).toBe(true);
  });

  let first: RosterImport;
  let before: Buffer;
  it('dry-runs a district file: counts per file and a sample, nothing written', async () => {
    const generated = generateOneRoster(base);
    const students = await count(suite.db, sql`select count(*)::int as n from students`);
    before = await exportZip();
    first = await dryRun();
    expect(first.status).toBe('dry-run');
    expect(first.errorCount).toBe(0);
    // The district and school A are linked (updates); the other school is new.
    expect(first.counts.orgs).toEqual({ create: 1, update: 2, deactivate: 0, unchanged: 0 });
    expect(first.counts.courses).toEqual({ create: 1, update: 1, deactivate: 0, unchanged: 0 });
    expect(first.counts.users.create).toBe(generated.counts.students + generated.counts.teachers + generated.counts.parents);
    expect(first.counts.classes.create).toBe(generated.counts.classes);
    expect(first.counts.enrollments.create).toBe(generated.counts.enrollments);
    expect(first.sample.filter((c) => c.file === 'users' && c.action === 'create')).toHaveLength(20);
    expect(first.sample).toContainEqual(expect.objectContaining({ file: 'orgs', action: 'create', label: 'Northgate Middle School' }));
    expect(await count(suite.db, sql`select count(*)::int as n from students`)).toBe(students);
    expect((await get(superAdmin, buildPath(api.rosterImport.path, { id: first._id }))).json().data.counts).toEqual(first.counts);
  });

  it('applies in one transaction, streaming progress events of the contract shape; a second apply is refused (409)', async () => {
    const students = await count(suite.db, sql`select count(*)::int as n from students`);
    const events = await appliedEvents(first._id);
    expect(events[0]?.phase).toBe('reading');
    expect(events.some((e) => e.phase === 'writing' && e.done > 0 && e.file !== null)).toBe(true);
    const last = events.at(-1)!;
    expect(last.phase).toBe('done');
    expect(last.done).toBe(last.total);
    expect(last.import).toMatchObject({ _id: first._id, status: 'applied', canRollBack: true });
    expect(await count(suite.db, sql`select count(*)::int as n from students`)).toBe(students + 18 - 0);
    const teacher = await sqlRows<{ password_hash: string; role: string }>(
      suite.db,
      sql`select password_hash, role::text as role from users where email = ${`${generatedIds.teacher(0, 0)}@schools.example`}`,
    );
    expect(teacher[0]?.role).toBe('teacher');
    expect(teacher[0]?.password_hash.startsWith('scrypt$')).toBe(false);
    expect((await apply(superAdmin, first._id)).statusCode).toBe(409);
    expect(
      await count(
        suite.db,
        sql`select count(*)::int as n from audit_log where action = 'roster.import.apply' and entity_id = ${first._id}`,
      ),
    ).toBe(1);
  });

  let again: RosterImport;
  it('re-importing the same file changes nothing: the dry run counts only unchanged, the apply writes no change row', async () => {
    again = await dryRun();
    for (const counts of Object.values(again.counts))
      expect({ ...counts, unchanged: 0 }).toEqual({ create: 0, update: 0, deactivate: 0, unchanged: 0 });
    expect(again.counts.users.unchanged).toBe(first.counts.users.create);
    expect((await appliedEvents(again._id)).at(-1)?.phase).toBe('done');
    expect(await count(suite.db, sql`select count(*)::int as n from roster_import_changes where import_id = ${again._id}`)).toBe(0);
  });

  let absent: RosterImport;
  const leaver = generatedIds.student(0, 2);
  it('deactivates the records an earlier import linked that the file no longer holds, keeping the rollups exact', async () => {
    const studentId = (await localId('user', leaver))!;
    const classId = (await localId('class', generatedIds.class(0, '08', 0)))!;
    // A graded progress row of the leaver in a class of the catalogue course, so removing the enrollment moves the rollup.
    await suite.db.execute(sql`insert into progress (course_instance_id, student_id, content_id, status, score)
      select ${classId}, ${studentId}, c.id, 'completed', c.max_score / 2 from course_instances ci join contents c on c.course_id = ci.course_id
      where ci.id = ${classId} and c.max_score > 0 order by c.position limit 1`);
    expect(await count(suite.db, sql`select count(*)::int as n from progress_item_rollups where course_instance_id = ${classId}`)).toBe(1);

    absent = await dryRun({ without: [leaver] });
    expect(absent.counts.users).toMatchObject({ create: 0, update: 0, deactivate: 1 });
    expect(absent.counts.enrollments).toMatchObject({ create: 0, deactivate: 2 });
    expect(absent.sample).toContainEqual(expect.objectContaining({ file: 'users', action: 'deactivate', sourcedId: leaver }));
    expect((await appliedEvents(absent._id)).at(-1)?.phase).toBe('done');
    expect(await count(suite.db, sql`select count(*)::int as n from students where id = ${studentId} and deactivated_at is not null`)).toBe(
      1,
    );
    expect(await count(suite.db, sql`select count(*)::int as n from enrollments where student_id = ${studentId}`)).toBe(0);
    expect(await count(suite.db, sql`select count(*)::int as n from progress_item_rollups where course_instance_id = ${classId}`)).toBe(0);
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });

  it('rolls back only the newest applied import (409 otherwise); rolling all back restores a byte-equal export and exact rollups', async () => {
    expect((await rollback(superAdmin, first._id)).statusCode).toBe(409);
    const undone = await rollback(superAdmin, absent._id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'rolled-back', canRollBack: false });
    const studentId = (await localId('user', leaver))!;
    expect(await count(suite.db, sql`select count(*)::int as n from enrollments where student_id = ${studentId}`)).toBe(2);
    expect(await rollupMismatches(suite.db)).toEqual([]);
    expect((await rollback(superAdmin, absent._id)).statusCode).toBe(409);
    expect((await rollback(superAdmin, again._id)).statusCode).toBe(200);
    // The leaver's progress rests on a class the first import created: it goes with the class.
    expect((await rollback(superAdmin, first._id)).statusCode).toBe(200);
    expect((await exportZip()).equals(before)).toBe(true);
    expect(await rollupMismatches(suite.db)).toEqual([]);
    expect(await count(suite.db, sql`select count(*)::int as n from audit_log where action = 'roster.import.rollback'`)).toBe(3);
  });

  it('exports the same bytes for the same data, as RFC 4180 CSV sorted by sourcedId', async () => {
    const one = await exportZip();
    expect((await exportZip()).equals(one)).toBe(true);
    const files = unzipSync(new Uint8Array(one));
    expect(Object.keys(files)).toEqual([
      'manifest.csv',
      'orgs.csv',
      'academicSessions.csv',
      'courses.csv',
      'classes.csv',
      'users.csv',
      'enrollments.csv',
    ]);
    const users = strFromU8(files['users.csv']!).split('\r\n');
    expect(users[0]).toBe(
      'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
    );
    const ids = users.slice(1, -1).map((line) => line.split(',')[0]!);
    expect(ids).toEqual([...ids].sort());
    expect(users.some((line) => line.includes(',Ella,Morgan,'))).toBe(true);
  });

  it('plans again at apply time: data changed since the dry run fails the stream with a message, and nothing is written', async () => {
    const pending = await dryRun();
    expect(pending.status).toBe('dry-run');
    // Since the dry run, a teacher's email went to an account of the other district.
    await suite.db.execute(sql`with u as (insert into users (email, name, role, password_hash)
      values (${`${generatedIds.teacher(0, 0)}@schools.example`}, 'Elsewhere', 'teacher', 'x') returning id)
      insert into user_schools (user_id, school_id) select id, ${id('school/C')}::uuid from u`);
    const students = await count(suite.db, sql`select count(*)::int as n from students`);
    const events = await appliedEvents(pending._id);
    expect(events.at(-1)).toMatchObject({ phase: 'failed', message: expect.stringContaining('outside this district') });
    expect(await count(suite.db, sql`select count(*)::int as n from students`)).toBe(students);
    expect((await get(superAdmin, buildPath(api.rosterImport.path, { id: pending._id }))).json().data.status).toBe('dry-run');
  });
});
