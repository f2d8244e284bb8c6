/**
 * Issue 22's independent check, probed before it runs: OneRoster sets other products wrote (rows
 * from public repositories' fixtures, `server/roster/testing/other-products.ts`) dry-run and applied
 * through the routes and the plan worker, on both databases, one after the other as a district
 * moving from a 1.1 export to a 1.2 one would send them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RosterImport } from '@/contract/schemas/roster';
import { importSteps } from '../roster/testing/import-steps';
import {
  bergerb11,
  edfi11,
  japan12Delta,
  moodle11,
  moodle11Enrollments,
  moodle12,
  oat10,
  oat11,
  powerSchool11,
  powerSchoolClassesVerbatim,
} from '../roster/testing/other-products';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { rollupMismatches } from '../test/rollup-truth';

const district1 = id('district/1');
const _superAdmin = 'super@demo.test';

describe.each(databaseKinds)('OneRoster sets other products wrote (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { one, dryRun, applied, local } = importSteps(suite, district1);
  const clean = (imported: RosterImport) => {
    expect(imported.errors).toEqual([]);
    expect(imported.status).toBe('dry-run');
  };

  it('imports the Moodle plugin’s 1.1 bulk set, and still refuses its teacher enrolled as a student', async () => {
    const strict = await dryRun({ ...moodle11, 'enrollments.csv': moodle11Enrollments });
    expect(strict.errors).toEqual([
      { file: 'enrollments.csv', line: 3, column: 'role', message: 'user "usr-222-987654" is not a student' },
    ]);
    const bulk = await dryRun(moodle11);
    clean(bulk);
    // Two teachers, three students, the parent; two schools and the department; one class (the other is tobedeleted).
    expect(bulk.counts.users.create).toBe(6);
    expect(bulk.counts.classes.create).toBe(1);
    await applied(bulk._id);
    // "09,10,11": the first grade is the class's.
    const section = await one<{ name: string }>(
      sql`select gs.name from course_instances ci join grade_sections gs on gs.id = ci.grade_section_id where ci.id = ${(await local('class', 'cls-222-123456'))!}`,
    );
    expect(section?.name).toBe('Grade 9');
    expect(await local('class', 'cls-222-123478')).toBeUndefined();
  });

  it('then its 1.2 bulk set: blank manifest modes, courses absent (linked by the 1.1 import), roles from roles.csv', async () => {
    const bulk = await dryRun(moodle12);
    clean(bulk);
    for (const counts of Object.values(bulk.counts)) expect(counts.create + counts.deactivate).toBe(0);
    await applied(bulk._id);
  });

  it('then a Japan Profile 1.2 delta: a student with a grade outside K–12 comes in without a grade section', async () => {
    const delta = await dryRun(japan12Delta);
    clean(delta);
    expect(delta.counts.users).toMatchObject({ create: 2, deactivate: 0 });
    await applied(delta._id);
    const student = await one<{ grade_section_id: string | null; name: string }>(
      sql`select grade_section_id, first_name || ' ' || last_name as name from students where id = ${(await local('user', 'jp-student-1'))!}`,
    );
    expect(student).toEqual({ grade_section_id: null, name: '太郎 山田' });
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });

  it('dry-runs OAT’s 1.1 base sample (no schoolYear column, 1.0 names, metadata columns) and its 1.0 sample, refusing only its classes without a course', async () => {
    clean(await dryRun(oat11));
    const old = await dryRun(oat10);
    expect(old.status).toBe('invalid');
    expect(old.errors.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`)).toEqual([
      'classes.csv:2:courseSourcedId is required',
      'classes.csv:3:courseSourcedId is required',
      'classes.csv:4:courseSourcedId is required',
    ]);
  });

  it('imports the Ed-Fi export: a wide manifest, blank session types, the state org, grades PK and Other', async () => {
    const bulk = await dryRun(edfi11);
    clean(bulk);
    expect(bulk.counts.users.create).toBe(6);
    await applied(bulk._id);
    // No grades on the class or its course: its students' most common one.
    const section = await one<{ name: string }>(
      sql`select gs.name from course_instances ci join grade_sections gs on gs.id = ci.grade_section_id where ci.id = ${(await local('class', 'cls-alg1-01'))!}`,
    );
    expect(section?.name).toBe('Grade 9');
    const ungraded = await one<{ n: number }>(
      sql`select count(*)::int as n from students where grade_section_id is null and id in (${(await local('user', 'stu-604824'))!}, ${(await local('user', 'stu-604825'))!})`,
    );
    expect(ungraded?.n).toBe(2);
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });

  it('imports PowerSchool’s export: a district-office teacher works where they teach, an aide’s enrollment is read past', async () => {
    const verbatim = await dryRun({ ...powerSchool11, 'classes.csv': powerSchoolClassesVerbatim });
    expect(verbatim.errors.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`)).toEqual([
      'classes.csv:2:termSourcedIds no academic session "100-3401" in academicSessions.csv',
      'classes.csv:3:termSourcedIds no academic session "200-3400" in academicSessions.csv',
    ]);
    // Teaching nothing in the file, the district-office teacher has no school: still an error.
    const idle = await dryRun({
      ...powerSchool11,
      'enrollments.csv': powerSchool11['enrollments.csv']!.replace(',T3001,teacher,', ',T3002,teacher,'),
    });
    expect(idle.errors).toContainEqual({
      file: 'users.csv',
      line: 2,
      column: 'orgSourcedIds',
      message: 'a teacher belongs to a school: name one',
    });
    const bulk = await dryRun(powerSchool11);
    clean(bulk);
    await applied(bulk._id);
    const teacher = await one<{ school_id: string }>(
      sql`select school_id from user_schools where user_id = ${(await local('user', 'T3001'))!}`,
    );
    expect(teacher?.school_id).toBe(await local('org', '100'));
    expect(await local('enrollment', 'ST502-T3003')).toBeUndefined();
    const homeroom = await one<{ name: string }>(
      sql`select gs.name from course_instances ci join grade_sections gs on gs.id = ci.grade_section_id where ci.id = ${(await local('class', '40212'))!}`,
    );
    expect(homeroom?.name).toBe('Kindergarten');
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });

  it('imports a sample generator’s district whose classes have no terms: they run in their course’s school year', async () => {
    const noYear = await dryRun({
      ...bergerb11,
      'courses.csv': bergerb11['courses.csv']!.replace('.000Z,b1e7c2a0-0000-4000-8000-000000000001,', '.000Z,,'),
    });
    expect(noYear.errors).toEqual([
      {
        file: 'classes.csv',
        line: 2,
        column: 'termSourcedIds',
        message: 'the class has no term: give its termSourcedIds, or its course a schoolYearSourcedId',
      },
    ]);
    const bulk = await dryRun(bergerb11);
    clean(bulk);
    await applied(bulk._id);
    const cls = await one<{ start: string; terms: string }>(
      sql`select ci.start_date::text as start, l.data->>'terms' as terms from course_instances ci
          join roster_links l on l.local_id = ci.id::text and l.entity = 'class' and l.district_id = ${district1}
          where ci.id = ${(await local('class', 'd3f4a5b6-0000-4000-8000-000000000001'))!}`,
    );
    expect(cls).toEqual({ start: '2024-08-16', terms: 'b1e7c2a0-0000-4000-8000-000000000001' });
  });
});
