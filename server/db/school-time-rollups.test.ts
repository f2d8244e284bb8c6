import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayRange } from '../repos/analytics-sql';
import { timeSpentByWeek } from '../repos/analytics-time';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { everyScope, schoolsAround, sqlRow } from '../test/recount-setup';
import { schoolTimeMismatches as mismatches, timeSpentRecount } from '../test/school-time-truth';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

/** The school time rollups of 0012 equal a recount over their sources after every kind of write. */
describe.each(databaseKinds)('school time rollups stay exact (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let teacherId: string;
  let adminId: string;
  let parentId: string;
  let childId: string;
  let homeSchool: string;
  let otherSchool: string;
  let otherDistrictSchool: string;

  /** Every scope of the demo data (the platform, each district, each school) answers as the per-person recount does. */
  async function answersMatchRecount(ranges: DayRange[]) {
    for (const scope of await everyScope(db))
      for (const range of ranges) {
        const answer = await timeSpentByWeek(db, scope, range);
        const truth = await timeSpentRecount(db, scope, range);
        const zero = { teacherSeconds: 0, adminSeconds: 0, parentSeconds: 0 };
        expect({ scope, range, totals: answer.totals }).toEqual({ scope, range, totals: truth.get(null) ?? zero });
        for (const week of answer.weeks)
          expect({ scope, week: week.weekStart, ...week }).toEqual({
            scope,
            week: week.weekStart,
            weekStart: week.weekStart,
            ...(truth.get(week.weekStart) ?? zero),
          });
      }
  }

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    const teacher = await sqlRow(
      db,
      sql<{ id: string; school_id: string }>`select us.user_id as id, us.school_id from user_schools us join users u on u.id = us.user_id
        join schools s on s.id = us.school_id
        where u.role = 'teacher' and (select count(*) from schools o where o.district_id = s.district_id) > 1
        order by u.email limit 1`,
    );
    teacherId = teacher!.id;
    homeSchool = teacher!.school_id;
    const admin = await sqlRow(
      db,
      sql<{
        id: string;
      }>`select u.id from users u join user_schools us on us.user_id = u.id where u.role = 'school-admin' order by u.email limit 1`,
    );
    adminId = admin!.id;
    ({ otherSchool, otherDistrictSchool } = await schoolsAround(db, homeSchool));
    const parent = await sqlRow(
      db,
      sql<{
        parent_id: string;
        student_id: string;
      }>`select ps.parent_id, ps.student_id from parent_students ps order by ps.parent_id, ps.student_id limit 1`,
    );
    parentId = parent!.parent_id;
    childId = parent!.student_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('matches the sources after the seed (the migration backfilled them)', async () => {
    const counts = await sqlRow(
      db,
      sql<{ users: number; people: number; schools: number }>`select (select count(*)::int from user_time_weeks) as users,
        (select count(*)::int from school_people) as people, (select count(*)::int from school_time_weeks) as schools`,
    );
    expect(counts!.users).toBeGreaterThan(0);
    expect(counts!.people).toBeGreaterThan(0);
    expect(counts!.schools).toBeGreaterThan(0);
    expect(await mismatches(db)).toEqual([]);
  });

  it('stays exact through time written, changed and deleted', async () => {
    await db.execute(sql`insert into time_spent (user_id, day, page, seconds) values
      (${teacherId}, '2026-03-01', '/t1', 0), (${teacherId}, '2026-03-02', '/t1', 30), (${teacherId}, '2026-03-02', '/t2', 45),
      (${parentId}, '2026-03-08', '/p', 5), (${adminId}, '2026-03-09', '/a', 70)`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(
      sql`update time_spent set seconds = seconds + 10 where user_id = ${teacherId} and day in ('2026-03-01', '2026-03-02')`,
    );
    await db.execute(sql`update time_spent set seconds = 0 where user_id = ${parentId} and day = '2026-03-08'`);
    await db.execute(sql`update time_spent set day = '2026-03-16' where user_id = ${adminId} and day = '2026-03-09'`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from time_spent where user_id = ${teacherId} and day = '2026-03-02' and page = '/t1'`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('moves a person’s time when they join or leave a school, a child moves, or a role changes', async () => {
    await db.execute(sql`insert into time_spent (user_id, day, page, seconds) values
      (${teacherId}, '2026-04-06', '/t', 100), (${parentId}, '2026-04-07', '/p', 200), (${adminId}, '2026-04-08', '/a', 300)`);
    // A teacher in a second school of the district, and one in another district.
    await db.execute(
      sql`insert into user_schools (user_id, school_id) values (${teacherId}, ${otherSchool}), (${teacherId}, ${otherDistrictSchool})`,
    );
    expect(await mismatches(db)).toEqual([]);
    const several = await sqlRow(
      db,
      sql<{ n: number }>`select count(*)::int as n from school_people where user_id = ${teacherId} and schools = 3`,
    );
    expect(several!.n).toBe(3);
    // A parent with a child in another school (a new student linked), then the first child moved there too.
    const [student] = await sqlRows<{ id: string }>(
      db,
      sql`insert into students (school_id, first_name, last_name, student_number) values (${otherSchool}, 'Tess', 'Rollup', 'ROLL-1') returning id`,
    );
    await db.execute(sql`insert into parent_students (parent_id, student_id) values (${parentId}, ${student!.id})`);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount([{ from: '2026-03-01', to: '2026-04-30' }]);
    await db.execute(sql`update students set school_id = ${otherSchool} where id = ${childId}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`update students set school_id = ${otherDistrictSchool} where id = ${student!.id}`);
    expect(await mismatches(db)).toEqual([]);
    // Roles: the school admin becomes a teacher of the same schools, and back; a teacher leaves a school.
    await db.execute(sql`update users set role = 'teacher' where id = ${adminId}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`update users set role = 'school-admin' where id = ${adminId}`);
    await db.execute(sql`delete from user_schools where user_id = ${teacherId} and school_id = ${otherSchool}`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(
      sql`update user_schools set school_id = ${otherSchool} where user_id = ${teacherId} and school_id = ${otherDistrictSchool}`,
    );
    await db.execute(sql`delete from parent_students where parent_id = ${parentId} and student_id = ${student!.id}`);
    expect(await mismatches(db)).toEqual([]);
    await answersMatchRecount([
      { from: '2026-03-01', to: '2026-04-30' },
      { from: '2026-03-04', to: '2026-04-07' },
    ]);
  });

  it('drops a deleted account’s time and memberships, whatever order the cascades run in', async () => {
    await db.execute(sql`insert into time_spent (user_id, day, page, seconds) values (${parentId}, '2026-05-04', '/p', 60)`);
    await db.execute(sql`delete from users where id = ${parentId}`);
    expect(await mismatches(db)).toEqual([]);
    const gone = await sqlRow(
      db,
      sql<{
        n: number;
      }>`select (select count(*) from user_time_weeks where user_id = ${parentId}) + (select count(*) from school_people where user_id = ${parentId}) as n`,
    );
    expect(Number(gone!.n)).toBe(0);
    // A school deleted takes its staff links with it (a cascade).
    const [school] = await sqlRows<{ id: string }>(
      db,
      sql`insert into schools (district_id, name) select district_id, 'Rollup School' from schools where id = ${homeSchool} returning id`,
    );
    await db.execute(sql`insert into user_schools (user_id, school_id) values (${adminId}, ${school!.id}), (${teacherId}, ${school!.id})`);
    expect(await mismatches(db)).toEqual([]);
    await db.execute(sql`delete from schools where id = ${school!.id}`);
    expect(await mismatches(db)).toEqual([]);
  });

  it('empties with a truncate and comes back whole from the rebuild', async () => {
    await db.execute(sql`truncate time_spent`);
    expect(await mismatches(db)).toEqual([]);
    const left = await sqlRow(
      db,
      sql<{ n: number }>`select (select count(*) from user_time_weeks) + (select count(*) from school_time_weeks) as n`,
    );
    expect(Number(left!.n)).toBe(0);
    await db.execute(sql`insert into time_spent (user_id, day, page, seconds) values (${teacherId}, '2026-06-01', '/t', 9)`);
    await db.execute(sql`delete from school_people`);
    await db.execute(sql`select school_time_rebuild()`);
    expect(await mismatches(db)).toEqual([]);
  });
});
