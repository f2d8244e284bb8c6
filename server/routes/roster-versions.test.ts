/**
 * Issue 22: files other products write. A quirky 1.1 bulk set is imported, then a clean 1.2 delta
 * changes only the rows it carries (tobedeleted removes as a snapshot's absence would), on both
 * databases, through the routes and the plan worker.
 */
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import type { RosterImport } from '@/contract/schemas/roster';
import { delta12, quirky11 } from '../roster/testing/fixtures';
import { importSteps } from '../roster/testing/import-steps';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { rollupMismatches } from '../test/rollup-truth';

const district1 = id('district/1');
const superAdmin = 'super@demo.test';

describe.each(databaseKinds)('OneRoster 1.1 quirks and a 1.2 delta (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;
  const { one, dryRun, applied, local } = importSteps(suite, district1);
  const studentActive = async (sourcedId: string) =>
    (
      await one<{ active: boolean }>(
        sql`select deactivated_at is null as active from students where id = ${(await local('user', sourcedId))!}`,
      )
    )?.active;
  const enrolled = async (classSid: string, studentSid: string) =>
    Number(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from enrollments where course_instance_id = ${(await local('class', classSid))!} and student_id = ${(await local('user', studentSid))!}`,
        )
      )?.n,
    );

  let bulk: RosterImport;
  it('imports a 1.1 bulk set as SIS exports write it: departments, no emails, no class grades, any case', async () => {
    bulk = await dryRun(quirky11);
    expect(bulk.errors).toEqual([]);
    expect(bulk.status).toBe('dry-run');
    // The teacher, two students and the parent with an email; the guardian without one, the aide and the tobedeleted student are not.
    expect(bulk.counts.users.create).toBe(4);
    expect(bulk.counts.classes.create).toBe(2);
    expect(bulk.counts.enrollments.create).toBe(4);
    expect(bulk.sample).toContainEqual(expect.objectContaining({ file: 'orgs', action: 'create', sourcedId: 'q-science' }));
    await applied(bulk._id);
    const school = (await local('org', 'q-school'))!;
    // The teacher was attached to the department: they work in its school.
    const teacher = await one<{ school_id: string; email: string }>(
      sql`select us.school_id, u.email from users u join user_schools us on us.user_id = u.id where u.id = ${(await local('user', 'q-teacher'))!}`,
    );
    expect(teacher).toEqual({ school_id: school, email: 'tess@quirk.example' });
    // The class without grades took its student's grade.
    const section = await one<{ name: string }>(
      sql`select gs.name from course_instances ci join grade_sections gs on gs.id = ci.grade_section_id where ci.id = ${(await local('class', 'q-class-1'))!}`,
    );
    expect(section?.name).toBe('Grade 4');
    expect(await local('user', 'q-parent-2')).toBeUndefined();
    expect(await local('user', 'q-gone')).toBeUndefined();
    expect(await studentActive('q-student-1')).toBe(true);
  });

  let delta: RosterImport;
  it('applies a clean 1.2 delta: only the rows it carries change, tobedeleted removes, the rest stays', async () => {
    delta = await dryRun(delta12);
    expect(delta.errors).toEqual([]);
    // The stored upload holds only the entries the import reads: no demographics.csv, no userProfiles.csv.
    const stored = await one<{ payload: Buffer }>(sql`select payload from roster_imports where id = ${delta._id}`);
    expect(Object.keys(unzipSync(new Uint8Array(stored!.payload))).sort()).toEqual([
      'classes.csv',
      'courses.csv',
      'enrollments.csv',
      'manifest.csv',
      'roles.csv',
      'users.csv',
    ]);
    expect(delta.counts.users).toEqual({ create: 2, update: 1, deactivate: 1, unchanged: 0 });
    expect(delta.counts.enrollments).toEqual({ create: 2, update: 0, deactivate: 1, unchanged: 0 });
    expect(delta.counts.classes).toEqual({ create: 1, update: 0, deactivate: 0, unchanged: 0 });
    expect(delta.counts.orgs).toEqual({ create: 0, update: 0, deactivate: 0, unchanged: 0 });
    await applied(delta._id);
    // Left out of the delta: untouched (a snapshot would have deactivated them).
    expect(await studentActive('q-student-1')).toBe(true);
    expect(await enrolled('q-class-1', 'q-student-1')).toBe(1);
    // Marked tobedeleted: removed.
    expect(await studentActive('q-student-2')).toBe(false);
    expect(await enrolled('q-class-2', 'q-student-2')).toBe(0);
    // New: the student without email, in the new class whose grade is its course's and whose teacher is new.
    expect(await studentActive('q-student-3')).toBe(true);
    expect(await enrolled('q-class-3', 'q-student-3')).toBe(1);
    const cls = await one<{ section: string; teacher: string }>(
      sql`select gs.name as section, u.email as teacher from course_instances ci join grade_sections gs on gs.id = ci.grade_section_id
          join users u on u.id = ci.teacher_id where ci.id = ${(await local('class', 'q-class-3'))!}`,
    );
    expect(cls).toEqual({ section: 'Grade 5', teacher: 'ravi@quirk.example' });
    // The primary role won; the secondary one is recorded on the link.
    const link = await one<{ role: string; data: Record<string, unknown> }>(
      sql`select u.role::text as role, l.data from roster_links l join users u on u.id::text = l.local_id
          where l.district_id = ${district1} and l.entity = 'user' and l.sourced_id = 'q-teacher-2'`,
    );
    expect(link).toMatchObject({ role: 'teacher', data: { otherRoles: ['districtAdministrator@q-district'] } });
    // Carried without roles: renamed, keeping their role and school.
    const renamed = await one<{ name: string; role: string; schools: number }>(
      sql`select name, role::text as role, (select count(*)::int from user_schools where user_id = users.id) as schools
          from users where id = ${(await local('user', 'q-teacher'))!}`,
    );
    expect(renamed).toEqual({ name: 'Tess Quirk-Ng', role: 'teacher', schools: 1 });
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });

  it('holds the scope rule in a delta: a school admin cannot remove another school’s student by marking them tobedeleted', async () => {
    const outside = await dryRun(
      {
        'manifest.csv': 'propertyName,value\r\noneroster.version,1.2\r\nfile.users,delta\r\nfile.roles,delta\r\n',
        'users.csv': delta12['users.csv']!.split('\r\n')
          .filter((line, i) => i === 0 || line.startsWith('q-student-2'))
          .join('\r\n')
          .replace('q-student-2', 'q-student-1')
          .replace(',1002,', ',1001,'),
        'roles.csv': delta12['roles.csv']!.split('\r\n')[0]!,
      },
      'admin@demo.test',
      { districtId: district1, schoolId: id('school/A') },
    );
    expect(outside.status, JSON.stringify(outside.errors)).toBe('invalid');
    expect(outside.errors, JSON.stringify(outside.errors)).toEqual([
      expect.objectContaining({ file: 'users.csv', line: 2, column: 'sourcedId' }),
    ]);
    expect(await studentActive('q-student-1')).toBe(true);
  });

  it('re-applying the delta writes nothing, and rolling it back restores what it removed', async () => {
    const again = await dryRun(delta12);
    for (const counts of Object.values(again.counts))
      expect({ ...counts, unchanged: 0 }).toEqual({ create: 0, update: 0, deactivate: 0, unchanged: 0 });
    await applied(again._id);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from roster_import_changes where import_id = ${again._id}`))?.n).toBe(0);
    for (const undo of [again._id, delta._id])
      expect((await post(superAdmin, buildPath(api.rosterImportRollback.path, { id: undo }))).statusCode).toBe(200);
    expect(await studentActive('q-student-2')).toBe(true);
    expect(await enrolled('q-class-2', 'q-student-2')).toBe(1);
    expect(await local('user', 'q-student-3')).toBeUndefined();
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });
});
