import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../access/audit';
import { findActiveUser } from '../auth/users';
import { auditEntries, countAuditEntries } from '../repos/audit-log';
import { countSignInEvents, signInEventRows } from '../repos/sign-in-log';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { sqlRow } from '../test/recount-setup';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

/** Places whose stored count (migration 0014, summed over its slots) differs from a count of the log's rows. */
const miscounted = (db: Db) =>
  sqlRows<Record<string, unknown>>(
    db,
    sql`with truth as (
        select 'audit' as log, scope_district_id as district_id, scope_school_id as school_id, count(*)::int as n from audit_log group by 2, 3
        union all
        select 'sign_in', scope_district_id, scope_school_id, count(*)::int from sign_in_events group by 2, 3
      ),
      counted as (
        select log, nullif(district_id, '00000000-0000-0000-0000-000000000000') as district_id,
          nullif(school_id, '00000000-0000-0000-0000-000000000000') as school_id, sum(n)::int as n
        from log_place_counts group by 1, 2, 3 having sum(n) <> 0
      )
      select t.log, t.district_id, t.school_id, t.n, c.n as counted from truth t
      full join counted c on c.log = t.log and c.district_id is not distinct from t.district_id and c.school_id is not distinct from t.school_id
      where t.n is distinct from c.n`,
  );

/** The logs' counts per stored place equal a count of their rows after every kind of write (ARCHITECTURE.md §16). */
describe.each(databaseKinds)('log counts per place stay exact (%s)', (kind) => {
  let server: TestServer;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts the seeded rows (the migration backfilled them) and every insert, update and delete after', async () => {
    const seeded = await sqlRow(db, sql<{ n: number }>`select count(*)::int as n from log_place_counts`);
    expect(seeded!.n).toBeGreaterThan(0);
    expect(await miscounted(db)).toEqual([]);
    const student = await sqlRow(
      db,
      sql<{ id: string; school_id: string; district_id: string }>`select st.id, st.school_id, s.district_id
        from students st join schools s on s.id = st.school_id order by st.id limit 1`,
    );
    await writeAudit(db, { actorId: null, action: 'student.read', entity: 'student', entityId: student!.id });
    await writeAudit(db, { actorId: null, action: 'district.update', entity: 'district', entityId: student!.district_id });
    await writeAudit(db, { actorId: null, action: 'bug.report', entity: 'bug_report', entityId: null });
    await db.execute(sql`insert into sign_in_events (user_id, email, outcome) select id, email, 'success' from users order by id limit 7`);
    await db.execute(sql`insert into sign_in_events (user_id, email, outcome) values (null, 'nobody@x.test', 'failure')`);
    expect(await miscounted(db)).toEqual([]);
    // A row moved to another place (as a backfill would), then deletes of some rows of several places.
    await db.execute(
      sql`update audit_log set scope_school_id = null where id = (select max(id) from audit_log where scope_school_id is not null)`,
    );
    await db.execute(sql`delete from audit_log where id in (select id from audit_log order by id desc limit 4)`);
    await db.execute(sql`delete from sign_in_events where id in (select id from sign_in_events order by id limit 3)`);
    expect(await miscounted(db)).toEqual([]);
  });

  it("answers each admin's unfiltered total as the rows they can page through (the platform, a district, a school)", async () => {
    const admins = await sqlRows<{ id: string }>(
      db,
      sql`select distinct on (role) id from users where role in ('super-admin', 'district-admin', 'school-admin') order by role, email`,
    );
    expect(admins).toHaveLength(3);
    for (const { id } of admins) {
      const user = (await findActiveUser(db, id))!;
      const filter = { sort: 'at', dir: 'desc' } as const;
      expect(await countAuditEntries(db, user, filter)).toBe((await auditEntries(db, user, filter, 0, 1_000_000)).length);
      expect(await countSignInEvents(db, user, filter)).toBe((await signInEventRows(db, user, filter, 0, 1_000_000)).length);
    }
  });

  it('empties with a truncate and comes back whole from the rebuild', async () => {
    await db.execute(sql`truncate sign_in_events`);
    expect(await miscounted(db)).toEqual([]);
    await db.execute(sql`delete from log_place_counts`);
    await db.execute(sql`select log_place_counts_rebuild()`);
    expect(await miscounted(db)).toEqual([]);
  });
});
