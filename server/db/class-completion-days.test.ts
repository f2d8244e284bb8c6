import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCompletionDayMismatches as mismatches } from '../test/class-completion-days-truth';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { sqlRow } from '../test/recount-setup';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

/** class_completion_days (0022) equals a recount over progress and enrollments after every kind of write. */
describe.each(databaseKinds)('class completion days stay exact (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let classId: string;
  let otherClassId: string;
  let students: string[];
  let contentIds: string[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    const cls = await sqlRow(
      db,
      sql<{ id: string; course_id: string }>`select ci.id, ci.course_id from course_instances ci
        where (select count(*) from enrollments e where e.course_instance_id = ci.id) >= 3 order by ci.id limit 1`,
    );
    classId = cls!.id;
    const other = await sqlRow(db, sql<{ id: string }>`select id from course_instances where id <> ${classId} order by id limit 1`);
    otherClassId = other!.id;
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

  const rowsOf = async (id: string) =>
    (await sqlRow(
      db,
      sql<{ n: number }>`select coalesce(sum(completed), 0)::int as n from class_completion_days where course_instance_id = ${id}`,
    ))!.n;

  it('matches the recount after the seed (the migration backfilled it)', async () => {
    expect(await rowsOf(classId)).toBeGreaterThan(0);
    expect(await mismatches(db)).toEqual([]);
  });

  it('stays exact through progress inserts, updates across days and deletes', async () => {
    const [a, b, c] = students as [string, string, string];
    await db.execute(sql`delete from progress where course_instance_id = ${classId} and student_id in (${a}, ${b}, ${c})`);
    expect(await mismatches(db)).toEqual([]);
    // Around a UTC midnight (23:30 at -05:00 is the next UTC day), some completed without a time.
    const rows = contentIds.flatMap((content, i) =>
      [a, b, c].map(
        (student, j) =>
          sql`(${classId}, ${student}, ${content}, ${i % 3 === 2 ? 'in_progress' : 'completed'}::progress_status,
            ${i === 1 && j === 0 ? sql`null` : sql`${`2026-01-0${1 + i}T23:30:00-05:00`}::timestamptz`})`,
      ),
    );
    await db.execute(
      sql`insert into progress (course_instance_id, student_id, content_id, status, completed_at) values ${sql.join(rows, sql`, `)}`,
    );
    expect(await mismatches(db)).toEqual([]);
    // A score change keeps the day; a new completion time moves the row; a status change takes it out.
    await db.execute(sql`update progress set score = 1 where course_instance_id = ${classId} and student_id = ${a}`);
    await db.execute(
      sql`update progress set completed_at = completed_at + interval '2 hours' where course_instance_id = ${classId} and student_id = ${b}`,
    );
    await db.execute(
      sql`update progress set status = 'in_progress' where course_instance_id = ${classId} and student_id = ${c} and content_id = ${contentIds[0]!}`,
    );
    await db.execute(
      sql`update progress set status = 'completed', completed_at = now() where course_instance_id = ${classId} and student_id = ${c} and content_id = ${contentIds[2]!}`,
    );
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from progress where course_instance_id = ${classId} and student_id = ${a}`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('counts only the students enrolled now: unenrolment, re-enrolment and a move between classes', async () => {
    const [, b, c] = students as [string, string, string];
    const before = await rowsOf(classId);
    await db.execute(sql`delete from enrollments where course_instance_id = ${classId} and student_id = ${b}`);
    expect(await rowsOf(classId)).toBeLessThan(before);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`insert into enrollments (course_instance_id, student_id) values (${classId}, ${b})`);
    expect(await rowsOf(classId)).toBe(before);
    expect(await mismatches(db)).toEqual([]);
    // Completed rows in a class the student is not enrolled in count from the enrolment on.
    await db.execute(sql`insert into progress (course_instance_id, student_id, content_id, status, completed_at)
      select ${otherClassId}, ${c}, c.id, 'completed', now() - interval '1 day'
      from contents c where c.course_id = (select course_id from course_instances where id = ${otherClassId}) limit 2
      on conflict do nothing`);
    await db.execute(sql`delete from enrollments where course_instance_id = ${otherClassId} and student_id = ${c}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(
      sql`update enrollments set course_instance_id = ${otherClassId} where course_instance_id = ${classId} and student_id = ${c}`,
    );
    expect(await mismatches(db)).toEqual([]);
    await db.execute(
      sql`update enrollments set course_instance_id = ${classId} where course_instance_id = ${otherClassId} and student_id = ${c}`,
    );
    expect(await mismatches(db)).toEqual([]);
  });

  it('stays exact when a student or a class is deleted (cascades), and after a rebuild', async () => {
    const [, b] = students as [string, string, string];
    await db.execute(sql`delete from students where id = ${b}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from course_instances where id = ${otherClassId}`);
    expect(await mismatches(db)).toEqual([]);
    expect(
      (await sqlRow(
        db,
        sql<{ n: number }>`select count(*)::int as n from class_completion_days where course_instance_id = ${otherClassId}`,
      ))!.n,
    ).toBe(0);
    await db.execute(sql`update class_completion_days set completed = completed + 1`);
    expect(await mismatches(db)).not.toEqual([]);
    await db.execute(sql`select class_completion_days_rebuild()`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('runs no statement of its own on enrollments for a deleted student who has none (a rollback deletes thousands)', async () => {
    // Counts the statements on enrollments while students are deleted: each fires every rollup's
    // statement trigger on that table, even when it deletes nothing.
    await db.execute(sql`create table enrollment_delete_statements (n int)`);
    await db.execute(sql`create function enrollment_delete_counted() returns trigger language plpgsql as $$
      begin insert into enrollment_delete_statements values (1); return null; end $$`);
    await db.execute(sql`create trigger enrollment_delete_counted after delete on enrollments
      for each statement execute function enrollment_delete_counted()`);
    const counted = async () => (await sqlRow(db, sql<{ n: number }>`select count(*)::int as n from enrollment_delete_statements`))!.n;
    try {
      const school = await sqlRow(db, sql<{ school_id: string }>`select school_id from students order by id limit 1`);
      await db.execute(sql`insert into students (school_id, first_name, last_name, student_number)
        select ${school!.school_id}, 'Left', 'Alone ' || n, 'alone-' || n from generate_series(1, 3) n`);
      // One statement of the foreign key's cascade for the three, none per student (four before 0025).
      await db.execute(sql`delete from students where last_name like 'Alone %'`);
      expect(await counted()).toBe(1);
      // A student with enrollments still has them taken out first, in a statement of their own.
      const [, , c] = students as [string, string, string];
      await db.execute(sql`delete from students where id = ${c}`);
      expect(await counted()).toBe(3);
      expect(await mismatches(db)).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger enrollment_delete_counted on enrollments`);
      await db.execute(sql`drop function enrollment_delete_counted()`);
      await db.execute(sql`drop table enrollment_delete_statements`);
    }
  });
});
