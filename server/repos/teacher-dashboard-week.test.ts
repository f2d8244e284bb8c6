import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { sqlRow } from '../test/recount-setup';
import { classesOf, studentsOf } from '../test/teacher-fixtures';
import { dashboardStatistics } from './teacher-dashboard';

/**
 * "Completions this week" is a rolling window: completed progress rows with completed_at from
 * now() - 7 days on, in the teacher's classes of the school, of students enrolled in the class now.
 */
describe.each(databaseKinds)('dashboard completions this week (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let teacherId: string;
  let schoolId: string;
  let classId: string;
  let student: string;
  let contentIds: string[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    const [cls] = await classesOf(db, 'teacher@demo.test');
    classId = cls!.id;
    schoolId = cls!.schoolId;
    teacherId = (await sqlRow(db, sql<{ id: string }>`select id from users where email = 'teacher@demo.test'`))!.id;
    student = (await studentsOf(db, classId))[0]!;
    contentIds = (
      await sqlRows(
        db,
        sql<{ id: string }>`select c.id from contents c where c.course_id = ${cls!.courseId}
          and not exists (select 1 from progress p where p.course_instance_id = ${classId} and p.student_id = ${student} and p.content_id = c.id)
          order by c.id limit 6`,
      )
    ).map((r) => r.id);
    expect(contentIds).toHaveLength(6);
  });
  afterAll(async () => {
    await server?.close();
  });

  const week = async () => (await dashboardStatistics(db, teacherId, schoolId, new Date())).answer.completionsThisWeek;
  /** The same figure recounted on progress, as the statement read it before class_completion_days. */
  const recount = async () =>
    (await sqlRow(
      db,
      sql<{ n: number }>`select count(*)::int as n from progress p
        join course_instances ci on ci.id = p.course_instance_id
        join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id
        where ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId}
          and p.status = 'completed' and p.completed_at >= now() - interval '7 days'`,
    ))!.n;
  const complete = (contentId: string, at: SQL) =>
    db.execute(sql`insert into progress (course_instance_id, student_id, content_id, status, completed_at)
      values (${classId}, ${student}, ${contentId}, 'completed', ${at})`);

  it('counts from now() - 7 days exactly: a minute inside the window counts, a minute before it does not, either side of midnight count', async () => {
    const before = await week();
    expect(before).toBe(await recount());
    await complete(contentIds[0]!, sql`now() - interval '7 days' + interval '1 minute'`);
    await complete(contentIds[1]!, sql`now() - interval '7 days' - interval '1 minute'`);
    await complete(contentIds[2]!, sql`now() - interval '6 days'`);
    await complete(contentIds[3]!, sql`now()`);
    // Either side of the UTC midnight that ends the window's first day.
    const midnight = sql`((((now() - interval '7 days') at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC')`;
    await complete(contentIds[4]!, midnight);
    await complete(contentIds[5]!, sql`${midnight} - interval '1 microsecond'`);
    expect(await week()).toBe(before + 5);
    expect(await week()).toBe(await recount());
  });

  it('does not count the completions of a student no longer enrolled, and counts them again on re-enrolment', async () => {
    const before = await week();
    await db.execute(sql`delete from enrollments where course_instance_id = ${classId} and student_id = ${student}`);
    expect(await week()).toBe(before - 5);
    expect(await week()).toBe(await recount());
    await db.execute(sql`insert into enrollments (course_instance_id, student_id) values (${classId}, ${student})`);
    expect(await week()).toBe(before);
  });
});
