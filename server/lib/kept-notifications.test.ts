/**
 * The notifications page kept ready (ARCHITECTURE.md §19, migration 0028) is never stale: after every
 * kind of write that changes a page — the fan-out storing notifications, one or all marked read
 * through another instance, one deleted, the table truncated — A and B answer each page exactly as an
 * instance without the cache does. The page is compared at the account's own version only (and the
 * global row), so another account's notifications and the writes of the teacher's schools leave it
 * served from memory; and, a POST, it still counts its rate-limit hit when served from memory.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { sqlRows } from '../db/sql-rows';
import { storeNotifications } from '../repos/stored-notifications';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { databaseKinds, startTestServer } from '../test/harness';
import { type KeptInstances, type KeptRead, startKeptInstances } from '../test/kept-instances';

const page = (name: string, email: string, payload: object): KeptRead => ({
  name,
  email,
  method: 'POST',
  url: api.notificationsReceived.path,
  payload,
});

describe.each(databaseKinds)('the notifications page kept ready (%s)', (kind) => {
  let kept: KeptInstances;
  let teacher: string;
  let teacher2: string;
  // The body's paging is part of the key: each page is kept apart, `{}` is page 0 of 20.
  const reads = [
    page('page 0', demoEmails.teacher, { page: 0, pageSize: 20 }),
    page('page 1', demoEmails.teacher, { page: 1, pageSize: 20 }),
    page('default page', demoEmails.teacher, {}),
    page('page 0 of 5', demoEmails.teacher, { page: 0, pageSize: 5 }),
    page("teacher2's page 0", 'teacher2@demo.test', { page: 0, pageSize: 20 }),
  ];
  const teachersReads = reads.filter((r) => r.email === demoEmails.teacher).length;
  const db = () => kept.server.database.db;
  const row = async <T>(query: SQL<T>) => (await sqlRows<T>(db(), query))[0]!;

  beforeAll(async () => {
    kept = await startKeptInstances(kind);
    teacher = await userIdOf(db(), demoEmails.teacher);
    teacher2 = await userIdOf(db(), 'teacher2@demo.test');
  });
  afterAll(async () => {
    await kept?.close();
  });

  /** How many of `reads` A served from memory, answering each as the truth does. */
  const servedByA = async () => {
    const hits = kept.server.app.answerCache!.hits;
    expect(await kept.answers(kept.server.app, reads)).toEqual(await kept.answers(kept.truth, reads));
    return kept.server.app.answerCache!.hits - hits;
  };
  const newest = () =>
    row(sql<{ id: string }>`select id from notifications where user_id = ${teacher} order by created_at desc, seq desc limit 1`);

  it('answers each page as made, and serves it again from memory', async () => {
    const answers = await kept.fill(reads);
    const [first, second, byDefault, five] = answers.map((body) => JSON.parse(body).data);
    expect(first.items).toHaveLength(20);
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items[0]._id).not.toBe(first.items[0]._id);
    expect(byDefault).toEqual(first);
    expect(five.items).toEqual(first.items.slice(0, 5));
    expect(await servedByA()).toBe(reads.length);
  });

  it('the fan-out: new notifications for the teacher and another account', async () => {
    const changed = await kept.afterWrite(reads, () =>
      db().transaction((tx) => storeNotifications(tx, [teacher, teacher2], { kind: 'test', title: 'Fanned out' })),
    );
    expect(changed).toEqual(reads.map((r) => r.name));
  });

  it('a fan-out to more than 16 accounts, after another in the same transaction (the note merged as sets)', async () => {
    const parents = await sqlRows<{ id: string }>(
      db(),
      sql`insert into users (email, name, role, password_hash)
        select 'fan-out-' || g || '@demo.test', 'Parent ' || g, 'parent', 'x' from generate_series(1, 20) g returning id`,
    );
    // One statement naming more than 16 accounts: migration 0028's set merge, not the loop.
    const recipients = [teacher, teacher2, ...parents.map((p) => p.id)];
    const changed = await kept.afterWrite(reads, () =>
      db().transaction(async (tx) => {
        await storeNotifications(tx, [teacher2], { kind: 'test', title: 'First' });
        await storeNotifications(tx, recipients, { kind: 'test', title: 'To many' });
      }),
    );
    expect(changed).toEqual(reads.map((r) => r.name));
  });

  it('one marked read through B', async () => {
    const unread = await row(
      sql<{ id: string }>`select id from notifications where user_id = ${teacher} and read_at is null order by seq limit 1`,
    );
    const markRead = async () => {
      const res = await kept.call(kept.b, {
        name: 'read',
        email: demoEmails.teacher,
        method: 'POST',
        url: api.notificationRead.path.replace(':id', unread.id),
      });
      expect(res.statusCode).toBe(200);
    };
    // The unread count is on every page of the teacher's; teacher2's page stays as it was.
    expect(await kept.afterWrite(reads, markRead)).toHaveLength(teachersReads);
  });

  it('all marked read through B', async () => {
    const readAll = async () => {
      const res = await kept.call(kept.b, {
        name: 'read all',
        email: demoEmails.teacher,
        method: 'POST',
        url: api.notificationsReadAll.path,
      });
      expect(res.statusCode).toBe(200);
    };
    expect(await kept.afterWrite(reads, readAll)).toHaveLength(teachersReads);
  });

  it('one deleted (a privacy purge, a retention job)', async () => {
    const gone = await newest();
    expect(await kept.afterWrite(reads, () => db().execute(sql`delete from notifications where id = ${gone.id}`))).toContain('page 0');
  });

  it("keeps the teacher's pages through another account's notifications and the writes of the teacher's schools", async () => {
    await kept.fill(reads);
    await db().transaction((tx) => storeNotifications(tx, [teacher2], { kind: 'test', title: 'Only for teacher2' }));
    expect(await servedByA()).toBe(teachersReads);
    // A student's progress rescored in one of the teacher's classes: the school's version moves.
    const progress = await row(
      sql<{ id: string }>`select p.id from progress p join course_instances ci on ci.id = p.course_instance_id
        where ci.teacher_id = ${teacher} and p.score is not null order by p.id limit 1`,
    );
    await db().execute(sql`update progress set score = score + 1 where id = ${progress.id}`);
    expect(await servedByA()).toBe(reads.length);
  });

  it('the table truncated (names no rows: the global row)', async () => {
    const changed = await kept.afterWrite(reads, () => db().execute(sql`truncate notifications`));
    expect(changed).toEqual(reads.map((r) => r.name));
  });
});

describe.each(databaseKinds)('the notifications page kept ready, rate limited (%s)', (kind) => {
  it('counts its rate-limit hit before the kept answer is looked up', async () => {
    const server = await startTestServer({ kind, env: { RATE_LIMIT_PER_USER: '3' } });
    try {
      const read = () => server.as(demoEmails.teacher, { method: 'POST', url: api.notificationsReceived.path, payload: {} });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await read()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(server.app.answerCache!.hits).toBe(2);
    } finally {
      await server.close();
    }
  });
});
