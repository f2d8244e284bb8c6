import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { sqlRow } from '../test/recount-setup';
import { rollupMismatches as mismatches } from '../test/rollup-truth';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

describe.each(databaseKinds)('progress rollups stay exact (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let classId: string;
  let students: string[];
  let contentIds: string[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    // A class with several enrolled students and graded content; its students' rows are rewritten below.
    const cls = await sqlRow(
      db,
      sql<{ id: string; course_id: string }>`select ci.id, ci.course_id from course_instances ci
        where (select count(*) from enrollments e where e.course_instance_id = ci.id) >= 3
        order by ci.id limit 1`,
    );
    classId = cls!.id;
    students = (
      await sqlRows(
        db,
        sql<{ student_id: string }>`select student_id from enrollments where course_instance_id = ${classId} order by student_id limit 3`,
      )
    ).map((r) => r.student_id);
    contentIds = (
      await sqlRows(
        db,
        sql<{ id: string }>`select id from contents where course_id = ${cls!.course_id} and max_score > 0 order by id limit 6`,
      )
    ).map((r) => r.id);
    expect(students).toHaveLength(3);
    expect(contentIds).toHaveLength(6);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('matches progress after the seed', async () => {
    const rows = await sqlRow(db, sql<{ n: number }>`select count(*)::int as n from progress_rollups`);
    expect(rows!.n).toBeGreaterThan(0);
    const items = await sqlRow(db, sql<{ n: number }>`select count(*)::int as n from progress_item_rollups`);
    expect(items!.n).toBeGreaterThan(0);
    expect(await mismatches(db)).toEqual([]);
  });

  it('stays exact through bulk inserts, updates, moves and deletes', async () => {
    const [a, b, c] = students as [string, string, string];
    // Start from nothing for these students in this class, then insert in bulk (one statement).
    await db.execute(sql`delete from progress where course_instance_id = ${classId} and student_id in (${a}, ${b}, ${c})`);
    expect(await mismatches(db)).toEqual([]);
    const values = contentIds.flatMap((content, i) =>
      [a, b].map(
        (student) =>
          sql`(${classId}, ${student}, ${content}, ${i % 2 === 0 ? 'completed' : 'in_progress'}::progress_status, ${i % 2 === 0 ? 3 + i : null}::real, ${60 * (i + 1)}, now() - ${`${i} days`}::interval)`,
      ),
    );
    await db.execute(
      sql`insert into progress (course_instance_id, student_id, content_id, status, score, time_spent_seconds, updated_at) values ${sql.join(values, sql`, `)}`,
    );
    expect(await mismatches(db)).toEqual([]);
    const rollup = await sqlRow(
      db,
      sql<{
        completed: number;
        in_progress: number;
        scored_count: number;
      }>`select completed, in_progress, scored_count from progress_rollups where course_instance_id = ${classId} and student_id = ${a}`,
    );
    expect(rollup).toEqual({ completed: 3, in_progress: 3, scored_count: 3 });

    // A single-row insert adds to an existing pair.
    await db.execute(
      sql`delete from progress where course_instance_id = ${classId} and student_id = ${a} and content_id = ${contentIds[0]!}`,
    );
    await db.execute(
      sql`insert into progress (course_instance_id, student_id, content_id, status, score, time_spent_seconds, updated_at)
        values (${classId}, ${a}, ${contentIds[0]!}, 'completed', 7, 30, now())`,
    );
    expect(await mismatches(db)).toEqual([]);

    // Updates: status, score, time, and the latest activity moving backwards.
    await db.execute(sql`update progress set status = 'completed', score = 1, time_spent_seconds = time_spent_seconds + 5
      where course_instance_id = ${classId} and student_id = ${b} and status = 'in_progress'`);
    await db.execute(
      sql`update progress set updated_at = now() - interval '30 days' where course_instance_id = ${classId} and student_id = ${a}`,
    );
    expect(await mismatches(db)).toEqual([]);

    // Moving rows to another student (both pairs change; c had none).
    await db.execute(sql`update progress set student_id = ${c}
      where course_instance_id = ${classId} and student_id = ${b} and content_id in (${contentIds[0]!}, ${contentIds[1]!})`);
    expect(await mismatches(db)).toEqual([]);

    // A changed max score changes every ratio on that content.
    await db.execute(sql`update contents set max_score = max_score * 2 where id = ${contentIds[0]!}`);
    expect(await mismatches(db)).toEqual([]);

    // Deletes: some rows, then every row of a pair (its rollup row goes).
    await db.execute(
      sql`delete from progress where course_instance_id = ${classId} and student_id = ${a} and content_id = ${contentIds[2]!}`,
    );
    await db.execute(sql`delete from progress where course_instance_id = ${classId} and student_id = ${c}`);
    expect(await mismatches(db)).toEqual([]);
    const gone = await sqlRow(
      db,
      sql<{ n: number }>`select count(*)::int as n from progress_rollups where course_instance_id = ${classId} and student_id = ${c}`,
    );
    expect(gone!.n).toBe(0);
  });

  it('keeps the per-item rollup to enrolled students through enrollment changes', async () => {
    const [a, b] = students as [string, string, string];
    const scored = () =>
      sqlRow(
        db,
        sql<{
          n: number;
        }>`select coalesce(sum(scored_count), 0)::int as n from progress_item_rollups where course_instance_id = ${classId}`,
      );
    const before = (await scored())!.n;
    const own = await sqlRow(
      db,
      sql<{ n: number }>`select count(*)::int as n from progress p join contents c on c.id = p.content_id
        where p.course_instance_id = ${classId} and p.student_id = ${a} and p.score is not null and c.max_score > 0`,
    );
    expect(own!.n).toBeGreaterThan(0);
    // Leaving the class takes the student's graded rows out of the class's items; their progress rows stay.
    await db.execute(sql`delete from enrollments where course_instance_id = ${classId} and student_id in (${a}, ${b})`);
    expect(await mismatches(db)).toEqual([]);
    expect((await scored())!.n).toBeLessThanOrEqual(before - own!.n);
    // Coming back (in one statement) counts them again.
    await db.execute(sql`insert into enrollments (course_instance_id, student_id) values (${classId}, ${a}), (${classId}, ${b})`);
    expect(await mismatches(db)).toEqual([]);
    expect((await scored())!.n).toBe(before);
    // A graded row inserted for a student who is not enrolled does not count.
    await db.execute(sql`delete from enrollments where course_instance_id = ${classId} and student_id = ${b}`);
    await db.execute(
      sql`delete from progress where course_instance_id = ${classId} and student_id = ${b} and content_id = ${contentIds[5]!}`,
    );
    await db.execute(
      sql`insert into progress (course_instance_id, student_id, content_id, status, score, time_spent_seconds)
        values (${classId}, ${b}, ${contentIds[5]!}, 'completed', 2, 10)`,
    );
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`insert into enrollments (course_instance_id, student_id) values (${classId}, ${b})`);
    expect(await mismatches(db)).toEqual([]);
    // An item whose last graded row goes keeps its completed count and a score sum of exactly 0
    // (no float residue of the subtractions); once its last completed row goes too, it loses its row.
    await db.execute(
      sql`update progress set score = null, status = 'completed' where course_instance_id = ${classId} and content_id = ${contentIds[3]!}`,
    );
    expect(await mismatches(db)).toEqual([]);
    const item = () =>
      sqlRows(
        db,
        sql<{ sum: number; scored: number; completed: number }>`
        select score_ratio_sum as sum, scored_count as scored, completed_count as completed
        from progress_item_rollups where course_instance_id = ${classId} and content_id = ${contentIds[3]!}`,
      );
    const ungraded = await item();
    expect(ungraded.map((r) => ({ sum: r.sum, scored: r.scored }))).toEqual([{ sum: 0, scored: 0 }]);
    expect(ungraded[0]!.completed).toBeGreaterThan(0);
    await db.execute(
      sql`update progress set status = 'in_progress' where course_instance_id = ${classId} and content_id = ${contentIds[3]!}`,
    );
    expect(await mismatches(db)).toEqual([]);
    expect(await item()).toEqual([]);
  });

  it("rebuilds to the same rows (the backfill shares the triggers' aggregate)", async () => {
    await db.execute(sql`select progress_rollups_rebuild()`);
    await db.execute(sql`select progress_item_rollups_rebuild()`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('empties with a truncate of progress', async () => {
    await db.execute(sql`truncate progress`);
    const left = await sqlRow(
      db,
      sql<{ n: number }>`select ((select count(*) from progress_rollups) + (select count(*) from progress_item_rollups))::int as n`,
    );
    expect(left!.n).toBe(0);
  });
});
