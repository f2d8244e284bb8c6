import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionBySchoolAndGrade } from '../repos/analytics-completion';
import { enrolledStudentsRecount, enrolledStudentMismatches as mismatches } from '../test/enrolled-students-truth';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { everyScope, schoolsAround, sqlRow } from '../test/recount-setup';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

/** The enrolled student rollups of 0017 equal a recount over their sources after every kind of write. */
describe.each(databaseKinds)('enrolled student counts stay exact (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let studentId: string;
  let classId: string;
  let otherSchool: string;
  let otherDistrictSchool: string;
  let teacherId: string;
  let courseId: string;
  let gradeId: string;
  let otherGradeId: string;

  /** Every scope of the demo data (the platform, each district, each school): the completion figure's students equal the recount. */
  async function answersMatchRecount() {
    for (const scope of await everyScope(db)) {
      const answer = await completionBySchoolAndGrade(db, scope, { from: '2026-01-01', to: '2026-12-31' });
      const truth = await enrolledStudentsRecount(db, scope);
      const got = new Map<string, number>([
        ...answer.bySchool.map((s) => [`school:${s.schoolId}`, s.students] as const),
        ...answer.byGrade.map((g) => [`grade:${g.level}`, g.students] as const),
      ]);
      const want = new Map([...got.keys()].map((key) => [key, truth.get(key) ?? 0]));
      expect({ scope, students: got }).toEqual({ scope, students: want });
      // No school or grade with students is missing from the answer.
      for (const key of truth.keys()) if (key.startsWith('school:')) expect(got.has(key)).toBe(true);
    }
  }

  /** A new class of `school` in a new grade section of `grade` there, answering its id. */
  async function newClass(school: string, grade: string, name: string): Promise<string> {
    const [section] = await sqlRows<{ id: string }>(
      db,
      sql`insert into grade_sections (school_id, grade_id, name) values (${school}, ${grade}, ${name}) returning id`,
    );
    const [cls] = await sqlRows<{ id: string }>(
      db,
      sql`insert into course_instances (course_id, school_id, teacher_id, grade_section_id, start_date)
        values (${courseId}, ${school}, ${teacherId}, ${section!.id}, '2026-01-05') returning id`,
    );
    return cls!.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    const row = await sqlRow(
      db,
      sql<{
        student_id: string;
        class_id: string;
        school_id: string;
        teacher_id: string;
        course_id: string;
        grade_id: string;
      }>`select e.student_id, ci.id as class_id, ci.school_id, ci.teacher_id, ci.course_id, gs.grade_id
        from enrollments e join course_instances ci on ci.id = e.course_instance_id join grade_sections gs on gs.id = ci.grade_section_id
        join schools s on s.id = ci.school_id
        where (select count(*) from schools o where o.district_id = s.district_id) > 1
        order by e.student_id, ci.id limit 1`,
    );
    studentId = row!.student_id;
    classId = row!.class_id;
    teacherId = row!.teacher_id;
    courseId = row!.course_id;
    gradeId = row!.grade_id;
    ({ otherSchool, otherDistrictSchool } = await schoolsAround(db, row!.school_id));
    const grade = await sqlRow(db, sql<{ id: string }>`select id from grades where id <> ${gradeId} order by position limit 1`);
    otherGradeId = grade!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('matches the sources after the seed (the migration backfilled them)', async () => {
    const counts = await sqlRow(
      db,
      sql<{ pairs: number; schools: number; grades: number }>`select (select count(*)::int from enrolled_students) as pairs,
        (select count(*)::int from school_student_counts) as schools, (select count(*)::int from school_grade_student_counts) as grades`,
    );
    expect(counts!.pairs).toBeGreaterThan(0);
    expect(counts!.schools).toBeGreaterThan(0);
    expect(counts!.grades).toBeGreaterThan(0);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
  });

  it('stays exact through enrollments added, moved and removed, in one school, two and two districts', async () => {
    const sameGradeElsewhere = await newClass(otherSchool, gradeId, 'Rollup-A');
    const sameGradeAbroad = await newClass(otherDistrictSchool, gradeId, 'Rollup-B');
    const otherGradeHere = await newClass(
      (await sqlRow(db, sql<{ id: string }>`select school_id as id from course_instances where id = ${classId}`))!.id,
      otherGradeId,
      'Rollup-C',
    );
    // The same student in the same grade in a second school of the district and one of another district.
    await db.execute(sql`insert into enrollments (course_instance_id, student_id) values
      (${sameGradeElsewhere}, ${studentId}), (${sameGradeAbroad}, ${studentId}), (${otherGradeHere}, ${studentId})`);
    expect(await mismatches(db)).toEqual([]);
    const several = await sqlRow(
      db,
      sql<{
        n: number;
      }>`select count(*)::int as n from enrolled_students where student_id = ${studentId} and grade_id = ${gradeId} and schools = 3`,
    );
    expect(several!.n).toBe(3);
    await answersMatchRecount();
    // Other students of the first class join the new ones in bulk; an enrollment moved to another class and another student.
    await db.execute(sql`insert into enrollments (course_instance_id, student_id)
      select ${sameGradeElsewhere}::uuid, student_id from enrollments where course_instance_id = ${classId} and student_id <> ${studentId}`);
    expect(await mismatches(db)).toEqual([]);
    const otherGradeAbroad = await newClass(otherDistrictSchool, otherGradeId, 'Rollup-G');
    await db.execute(
      sql`update enrollments set course_instance_id = ${otherGradeAbroad} where course_instance_id = ${sameGradeAbroad} and student_id = ${studentId}`,
    );
    const [stranger] = await sqlRows<{ id: string }>(
      db,
      sql`insert into students (school_id, first_name, last_name, student_number) values (${otherSchool}, 'Tess', 'Rollup', 'ROLL-E1') returning id`,
    );
    await db.execute(
      sql`update enrollments set student_id = ${stranger!.id} where course_instance_id = ${sameGradeElsewhere} and student_id = ${studentId}`,
    );
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
    await db.execute(sql`delete from enrollments where course_instance_id = ${sameGradeElsewhere} and student_id <> ${stranger!.id}`);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
  });

  it('moves students with their class (another school, another grade section) and their section (another grade)', async () => {
    const moving = await newClass(otherSchool, gradeId, 'Rollup-D');
    await db.execute(sql`insert into enrollments (course_instance_id, student_id)
      select ${moving}::uuid, student_id from enrollments where course_instance_id = ${classId}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`update course_instances set school_id = ${otherDistrictSchool} where id = ${moving}`);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
    const [section] = await sqlRows<{ id: string }>(
      db,
      sql`insert into grade_sections (school_id, grade_id, name) values (${otherDistrictSchool}, ${otherGradeId}, 'Rollup-E') returning id`,
    );
    await db.execute(sql`update course_instances set grade_section_id = ${section!.id} where id = ${moving}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`update grade_sections set grade_id = ${gradeId} where id = ${section!.id}`);
    expect(await mismatches(db)).toEqual([]);
    // The first class's own section regraded moves every student of its classes.
    await db.execute(
      sql`update grade_sections set grade_id = ${otherGradeId} where id = (select grade_section_id from course_instances where id = ${classId})`,
    );
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
    // A change that moves nothing (the same school written again) leaves the rollups alone.
    await db.execute(sql`update course_instances set school_id = school_id where id = ${moving}`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('drops a deleted class’s and a deleted student’s enrollments through the cascades', async () => {
    const gone = await newClass(otherSchool, otherGradeId, 'Rollup-F');
    await db.execute(sql`insert into enrollments (course_instance_id, student_id)
      select ${gone}::uuid, student_id from enrollments where course_instance_id = ${classId}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from course_instances where id = ${gone}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from students where id = ${studentId}`);
    expect(await mismatches(db)).toEqual([]);
    const left = await sqlRow(db, sql<{ n: number }>`select count(*)::int as n from enrolled_students where student_id = ${studentId}`);
    expect(left!.n).toBe(0);
    await answersMatchRecount();
  });

  it('empties with a truncate and comes back whole from the rebuild', async () => {
    await db.execute(sql`insert into school_student_counts (school_id, students) values (${otherSchool}, 999)
      on conflict (school_id) do update set students = 999`);
    expect(await mismatches(db)).not.toEqual([]);
    await db.execute(sql`select enrolled_students_rebuild()`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`truncate enrollments`);
    expect(await mismatches(db)).toEqual([]);
    const left = await sqlRow(
      db,
      sql<{ n: number }>`select (select count(*) from enrolled_students) + (select count(*) from school_student_counts)
        + (select count(*) from school_grade_student_counts) as n`,
    );
    expect(Number(left!.n)).toBe(0);
    await answersMatchRecount();
  });
});
