import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityByWeek } from '../repos/analytics-activity';
import { activeStudentsRecount, activityMismatches as mismatches } from '../test/activity-truth';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { everyScope, schoolsAround, sqlRow } from '../test/recount-setup';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

/** The activity rollups of 0008 equal a recount over their sources after every kind of write. */
describe.each(databaseKinds)('activity rollups stay exact (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let classId: string;
  let otherClassId: string;
  let otherSchoolId: string;
  let teacherId: string;
  let students: string[];
  let contentIds: string[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    const cls = await sqlRow(
      db,
      sql<{ id: string; course_id: string; school_id: string; teacher_id: string }>`select ci.id, ci.course_id, ci.school_id, ci.teacher_id
        from course_instances ci where (select count(*) from enrollments e where e.course_instance_id = ci.id) >= 3 order by ci.id limit 1`,
    );
    classId = cls!.id;
    teacherId = cls!.teacher_id;
    const other = await sqlRow(db, sql<{ id: string }>`select id from course_instances where id <> ${classId} order by id limit 1`);
    otherClassId = other!.id;
    const school = await sqlRow(db, sql<{ id: string }>`select id from schools where id <> ${cls!.school_id} order by id limit 1`);
    otherSchoolId = school!.id;
    students = (
      await sqlRows(
        db,
        sql<{ student_id: string }>`select student_id from enrollments where course_instance_id = ${classId} order by student_id limit 3`,
      )
    ).map((r) => r.student_id);
    contentIds = (
      await sqlRows(db, sql<{ id: string }>`select id from contents where course_id = ${cls!.course_id} order by id limit 6`)
    ).map((r) => r.id);
    expect(students).toHaveLength(3);
    expect(contentIds).toHaveLength(6);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('matches the sources after the seed (the migration backfilled them)', async () => {
    const counts = await sqlRow(
      db,
      sql<{ users: number; students: number; completions: number }>`select (select count(*)::int from user_activity_weeks) as users,
        (select count(*)::int from student_activity_years) as students, (select count(*)::int from class_completion_weeks) as completions`,
    );
    expect(counts!.users).toBeGreaterThan(0);
    expect(counts!.students).toBeGreaterThan(0);
    expect(counts!.completions).toBeGreaterThan(0);
    expect(await mismatches(db)).toEqual([]);
  });

  it('stays exact through progress inserts, updates, moves between classes and deletes', async () => {
    const [a, b, c] = students as [string, string, string];
    await db.execute(sql`delete from progress where course_instance_id = ${classId} and student_id in (${a}, ${b}, ${c})`);
    expect(await mismatches(db)).toEqual([]);
    // Bulk insert over a year boundary and several weeks, some completed.
    const rows = contentIds.flatMap((content, i) =>
      [a, b, c].map(
        (student, j) =>
          sql`(${classId}, ${student}, ${content}, ${i % 2 === 0 ? 'completed' : 'in_progress'}::progress_status,
            ${`2025-12-${String(24 + i).padStart(2, '0')}T${String(10 + j).padStart(2, '0')}:00:00Z`}::timestamptz,
            ${i % 2 === 0 ? sql`${`2025-12-${String(24 + i).padStart(2, '0')}T23:30:00-05:00`}::timestamptz` : sql`null`})`,
      ),
    );
    await db.execute(
      sql`insert into progress (course_instance_id, student_id, content_id, status, updated_at, completed_at) values ${sql.join(rows, sql`, `)}`,
    );
    expect(await mismatches(db)).toEqual([]);
    // Updates: completion undone, dates moved, one row to another student, one to another class.
    await db.execute(sql`update progress set status = 'in_progress', completed_at = null
      where course_instance_id = ${classId} and student_id = ${a} and content_id = ${contentIds[0]!}`);
    await db.execute(sql`update progress set updated_at = updated_at + interval '9 days', completed_at = completed_at + interval '3 days'
      where course_instance_id = ${classId} and student_id = ${b}`);
    await db.execute(sql`update progress set student_id = ${c}
      where course_instance_id = ${classId} and student_id = ${b} and content_id = ${contentIds[5]!}
        and not exists (select 1 from progress q where q.course_instance_id = ${classId} and q.student_id = ${c} and q.content_id = ${contentIds[5]!})`);
    await db.execute(sql`update progress set course_instance_id = ${otherClassId}
      where course_instance_id = ${classId} and student_id = ${a} and content_id = ${contentIds[1]!}
        and not exists (select 1 from progress q where q.course_instance_id = ${otherClassId} and q.student_id = ${a} and q.content_id = ${contentIds[1]!})`);
    expect(await mismatches(db)).toEqual([]);
    // Enrollments: one ended (its completed rows leave the class's totals), one moved to another class, one back.
    await db.execute(sql`delete from enrollments where course_instance_id = ${classId} and student_id = ${c}`);
    await db.execute(sql`update enrollments set course_instance_id = ${otherClassId}
      where course_instance_id = ${classId} and student_id = ${b}
        and not exists (select 1 from enrollments q where q.course_instance_id = ${otherClassId} and q.student_id = ${b})`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`insert into enrollments (course_instance_id, student_id) values (${classId}, ${c})`);
    await db.execute(
      sql`update progress set status = 'completed', completed_at = now() where course_instance_id = ${classId} and student_id = ${c}`,
    );
    expect(await mismatches(db)).toEqual([]);
    // A class moved to another school moves its students' activity.
    await db.execute(sql`update course_instances set school_id = ${otherSchoolId} where id = ${classId}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from progress where course_instance_id = ${classId} and student_id = ${c}`);
    expect(await mismatches(db)).toEqual([]);
    // A class deleted takes its progress with it (a cascade: the class is gone when the trigger runs).
    await db.execute(sql`delete from course_instances where id = ${classId}`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('stays exact through time spent, audit rows and sign-ins: writes, updates, deletes and an account deleted', async () => {
    await db.execute(sql`insert into time_spent (user_id, day, page, seconds) values
      (${teacherId}, '2026-03-02', '/t1', 0), (${teacherId}, '2026-03-03', '/t1', 30), (${teacherId}, '2026-03-08', '/t2', 5)`);
    await db.execute(sql`update time_spent set seconds = seconds + 10 where user_id = ${teacherId} and day = '2026-03-02'`);
    await db.execute(sql`update time_spent set seconds = 0 where user_id = ${teacherId} and day = '2026-03-03'`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, meta, created_at) values
      (${teacherId}, 'gradebook.score.save', 'student', null, ${JSON.stringify({ courseInstanceId: otherClassId })}::jsonb, '2026-03-04T23:59:59Z'),
      (${teacherId}, 'gradebook.score.save', 'student', null, '{"courseInstanceId":"not-a-uuid"}'::jsonb, '2026-03-05T00:00:00Z'),
      (${teacherId}, 'gradebook.template.update', 'gradebook_template', null, '{}'::jsonb, '2026-03-06T12:00:00Z'),
      (null, 'student.read', 'student', null, null, '2026-03-06T12:00:00Z')`);
    await db.execute(sql`insert into sign_in_events (user_id, email, outcome, created_at) values
      (${teacherId}, 'x@y.test', 'success', '2026-03-09T01:00:00Z'), (${teacherId}, 'x@y.test', 'failure', '2026-03-10T01:00:00Z')`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`update sign_in_events set outcome = 'success' where user_id = ${teacherId} and outcome = 'failure'`);
    await db.execute(
      sql`update audit_log set created_at = created_at + interval '8 days' where actor_id = ${teacherId} and action like 'gradebook.%'`,
    );
    await db.execute(sql`delete from time_spent where user_id = ${teacherId} and day = '2026-03-08'`);
    expect(await mismatches(db)).toEqual([]);
    // A statement whose rows are gradebook saves on one side only: out of the gradebook rollups
    // (the old rows are), then back in (the new rows are), then a delete with no gradebook row.
    await db.execute(
      sql`update audit_log set action = 'student.read' where actor_id = ${teacherId} and action = 'gradebook.template.update'`,
    );
    expect(await mismatches(db)).toEqual([]);
    await db.execute(
      sql`update audit_log set action = 'gradebook.template.create' where actor_id = ${teacherId} and action = 'student.read'`,
    );
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from audit_log where actor_id is null and action = 'student.read'`);
    expect(await mismatches(db)).toEqual([]);
    // A parent account deleted: its time goes (cascade), its audit rows and sign-ins lose their actor (set null).
    const parent = await sqlRow(db, sql<{ id: string }>`select id from users where role = 'parent' order by email limit 1`);
    await db.execute(
      sql`insert into audit_log (actor_id, action, entity, created_at) values (${parent!.id}, 'parent.view', 'student', now())`,
    );
    await db.execute(sql`insert into time_spent (user_id, day, page, seconds) values (${parent!.id}, '2026-04-01', '/p', 60)`);
    await db.execute(sql`delete from users where id = ${parent!.id}`);
    expect(await mismatches(db)).toEqual([]);
    const gone = await sqlRow(db, sql<{ n: number }>`select count(*)::int as n from user_activity_weeks where user_id = ${parent!.id}`);
    expect(gone!.n).toBe(0);
  });

  it('counts a student active in several schools once, with their number of schools kept exact', async () => {
    const own = await sqlRow(
      db,
      sql<{ student_id: string; class_id: string; school_id: string }>`select p.student_id, p.course_instance_id as class_id, ci.school_id
        from progress p join course_instances ci on ci.id = p.course_instance_id join schools s on s.id = ci.school_id
        where (select count(*) from schools o where o.district_id = s.district_id) > 1 order by p.student_id, p.id limit 1`,
    );
    const student = own!.student_id;
    const { otherSchool, otherDistrictSchool } = await schoolsAround(db, own!.school_id);
    /** Progress of the student in a class of `school`, last updated at `at` (one row per content item of its course, up to 2). */
    const activeIn = async (school: string, at: string) => {
      await db.execute(sql`insert into progress (course_instance_id, student_id, content_id, status, updated_at)
        select ci.id, ${student}, c.id, 'in_progress', ${at}::timestamptz
        from (select id, course_id from course_instances where school_id = ${school} order by id limit 1) ci
        join lateral (select id from contents where course_id = ci.course_id order by id limit 2) c on true
        on conflict do nothing`);
    };
    /** Every scope's active students, per week and in total, for a range within 2026 and one over New Year. */
    const answersMatchRecount = async () => {
      for (const range of [
        { from: '2026-02-25', to: '2026-03-22' },
        { from: '2025-12-20', to: '2026-01-14' },
      ]) {
        for (const scope of await everyScope(db)) {
          const answer = await activityByWeek(db, scope, range);
          const got = new Map([
            ...answer.weeks.map((w) => [w.weekStart, w.activeStudents] as const),
            ['total', answer.totals.activeStudents] as const,
          ]);
          const truth = await activeStudentsRecount(db, scope, range);
          const want = new Map([...got.keys()].map((key) => [key, truth.get(key) ?? 0]));
          expect({ scope, range, students: got }).toEqual({ scope, range, students: want });
        }
      }
    };
    await db.execute(sql`update progress set updated_at = '2026-03-03T10:00:00Z' where student_id = ${student}`);
    await activeIn(otherSchool, '2026-03-04T10:00:00Z');
    await activeIn(otherDistrictSchool, '2026-01-02T10:00:00Z');
    const schools = await sqlRow(
      db,
      sql<{ n: number }>`select max(schools)::int as n from student_activity_years where student_id = ${student}`,
    );
    expect(schools!.n).toBe(3);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
    // Leaving a school (its rows deleted) lowers the count on the rows of the others.
    await db.execute(sql`delete from progress p using course_instances ci
      where ci.id = p.course_instance_id and ci.school_id = ${otherDistrictSchool} and p.student_id = ${student}`);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount();
    // A corrupted count is caught by the recount and mended by the rebuild.
    await db.execute(sql`update student_activity_years set schools = 1 where student_id = ${student}`);
    expect(await mismatches(db)).not.toEqual([]);
    await db.execute(sql`select activity_rollups_rebuild()`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('empties with a truncate and comes back whole from the rebuild', async () => {
    await db.execute(sql`truncate progress`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`truncate enrollments`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from user_activity_weeks`);
    await db.execute(sql`delete from class_progress_totals`);
    await db.execute(sql`select activity_rollups_rebuild()`);
    expect(await mismatches(db)).toEqual([]);
  });
});
