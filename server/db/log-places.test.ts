import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../access/audit';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { sqlRow } from '../test/recount-setup';
import type { Db } from './client';
import { sqlRows } from './sql-rows';

/** Rows whose stored place (migration 0011) differs from the one district and school of their homes now. */
const misplaced = (db: Db) =>
  sqlRows<{ id: string }>(
    db,
    sql`select 'audit ' || a.id as id from audit_log a cross join lateral log_place(a.entity, a.entity_id, a.actor_id) p
        where a.scope_district_id is distinct from p.district_id or a.scope_school_id is distinct from p.school_id
      union all
      select 'sign-in ' || e.id from sign_in_events e cross join lateral log_place('user', e.user_id::text, null) p
        where e.scope_district_id is distinct from p.district_id or e.scope_school_id is distinct from p.school_id`,
  );

/** The log rows' stored places (ARCHITECTURE.md §16): set on insert, backfilled, and kept where they were written. */
describe.each(databaseKinds)('log rows store their place when written (%s)', (kind) => {
  let server: TestServer;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores the one district and school of each row, and null for none or several', async () => {
    const student = await sqlRow(
      db,
      sql<{ id: string; school_id: string; district_id: string }>`select st.id, st.school_id, s.district_id
        from students st join schools s on s.id = st.school_id where s.district_id is not null order by st.id limit 1`,
    );
    // A teacher of two schools: their account has two homes.
    const twoSchools = await sqlRow(
      db,
      sql<{ user_id: string }>`select us.user_id from user_schools us join users u on u.id = us.user_id and u.role = 'teacher'
        group by us.user_id having count(*) > 1 order by us.user_id limit 1`,
    );
    const cls = await sqlRow(db, sql<{ id: string; teacher_id: string }>`select id, teacher_id from course_instances order by id limit 1`);
    expect(student && twoSchools && cls).toBeTruthy();
    await writeAudit(db, { actorId: cls!.teacher_id, action: 'student.read', entity: 'student', entityId: student!.id });
    await writeAudit(db, { actorId: cls!.teacher_id, action: 'class.update', entity: 'course_instance', entityId: cls!.id });
    await writeAudit(db, { actorId: null, action: 'school.update', entity: 'school', entityId: student!.school_id });
    await writeAudit(db, { actorId: null, action: 'district.update', entity: 'district', entityId: student!.district_id });
    await writeAudit(db, { actorId: null, action: 'user.update', entity: 'user', entityId: twoSchools!.user_id });
    await writeAudit(db, {
      actorId: twoSchools!.user_id,
      action: 'gradebook.template.update',
      entity: 'gradebook_template',
      entityId: null,
    });
    await writeAudit(db, { actorId: cls!.teacher_id, action: 'student.read', entity: 'student', entityId: 'not-a-uuid' });
    await db.execute(sql`insert into sign_in_events (user_id, email, outcome) select id, email, 'success' from users order by id limit 5`);
    await db.execute(sql`insert into sign_in_events (user_id, email, outcome) values (null, 'nobody@example.test', 'failure')`);

    expect(await misplaced(db)).toEqual([]);
    const places = await sqlRows<{ action: string; entity_id: string | null; district: string | null; school: string | null }>(
      db,
      sql`select action, entity_id, scope_district_id as district, scope_school_id as school from audit_log order by id desc limit 7`,
    );
    const placeOf = (action: string, entityId: string | null) => places.find((p) => p.action === action && p.entity_id === entityId);
    expect(placeOf('student.read', student!.id)).toMatchObject({ district: student!.district_id, school: student!.school_id });
    expect(placeOf('district.update', student!.district_id)).toMatchObject({ district: student!.district_id, school: null });
    expect(placeOf('user.update', twoSchools!.user_id)).toMatchObject({ school: null });
    expect(placeOf('gradebook.template.update', null)).toMatchObject({ school: null });
    expect(placeOf('student.read', 'not-a-uuid')).toMatchObject({ district: null, school: null });
    const unknown = await sqlRow(
      db,
      sql<{ district: string | null }>`select scope_district_id as district from sign_in_events where user_id is null`,
    );
    expect(unknown).toEqual({ district: null });
  });

  it('keeps a row where it was written when its record moves, and places new rows at the new place', async () => {
    const moved = await sqlRow(
      db,
      sql<{ id: string; school_id: string; other: string }>`select st.id, st.school_id,
        (select s2.id from schools s2 where s2.id <> st.school_id order by s2.id limit 1) as other
        from students st order by st.id desc limit 1`,
    );
    await writeAudit(db, { actorId: null, action: 'student.read', entity: 'student', entityId: moved!.id });
    await db.execute(sql`update students set school_id = ${moved!.other} where id = ${moved!.id}`);
    await writeAudit(db, { actorId: null, action: 'student.update', entity: 'student', entityId: moved!.id });
    const rows = await sqlRows<{ action: string; school: string | null }>(
      db,
      sql`select action, scope_school_id as school from audit_log where entity = 'student' and entity_id = ${moved!.id} order by id`,
    );
    expect(rows.at(-2)).toEqual({ action: 'student.read', school: moved!.school_id });
    expect(rows.at(-1)).toEqual({ action: 'student.update', school: moved!.other });
  });
});
