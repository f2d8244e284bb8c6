/**
 * Audit gates in a group commit (ARCHITECTURE.md §19, §17.8): gates that come together are checked
 * and written in one statement, each on its own — an opened one writes exactly its row (its actor,
 * its request's address), a refused one none and answers 404 — and a failed statement fails every
 * gate of its batch, writes none of their rows, and leaves the next batch working.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import type { AuthUser } from '../auth/auth-user';
import { auditLog } from '../db/schema';
import { withRequestContext } from '../lib/request-context';
import { demoEmails } from '../seed/people';
import { type AccessFacts, accessFacts } from '../test/access-fixtures';
import { userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { gateOf } from './audit';
import { reaches } from './reach';

describe.each(databaseKinds)('audit gates in one batch (%s)', (kind) => {
  const suite = serverSuite(kind);
  let facts: AccessFacts;
  let teacher: AuthUser;
  beforeAll(async () => {
    facts = await accessFacts(suite.db);
    teacher = {
      id: await userIdOf(suite.db, demoEmails.teacher),
      name: 'Teacher',
      email: demoEmails.teacher,
      role: 'teacher',
      districtId: null,
    };
  });

  const rowsOf = async (action: string) =>
    suite.db
      .select({ entityId: auditLog.entityId, ip: auditLog.ip, actorId: auditLog.actorId, at: auditLog.at })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(asc(auditLog.id));

  /** A teacher's gate on a class, from a request at `ip`. */
  const classGate = (action: string, classId: string, ip: string) =>
    withRequestContext({ ip }, () =>
      gateOf(suite.db, reaches(teacher, 'class', classId)).submit({
        actorId: teacher.id,
        action,
        entity: 'course_instance',
        entityId: classId,
      }),
    );

  it('checks each gate of a batch on its own: opened ones write one row each with their address, refused ones none', async () => {
    const action = `test.batch.${kind}.read`;
    // The first is flushed alone at once; the four that come while it runs go together in the next statement.
    const first = classGate(action, facts.teacherClassA, '192.0.2.10');
    const together = [
      classGate(action, facts.teacherClassA, '192.0.2.11'),
      classGate(action, facts.colleagueClass6B, '192.0.2.12'),
      classGate(action, facts.teacherClassA, '192.0.2.13'),
      classGate(action, facts.teacher2ClassC, '192.0.2.14'),
    ];
    expect(await first).toBe(true);
    expect(await Promise.all(together)).toEqual([true, false, true, false]);
    const rows = await rowsOf(action);
    expect(rows.map(({ entityId, ip, actorId }) => ({ entityId, ip, actorId }))).toEqual(
      ['192.0.2.10', '192.0.2.11', '192.0.2.13'].map((ip) => ({ entityId: facts.teacherClassA, ip, actorId: teacher.id })),
    );
    // The batch's two rows were written by one statement: one transaction, one time.
    expect(rows[1]?.at.getTime()).toBe(rows[2]?.at.getTime());
  });

  it('fails every gate of a batch whose statement fails, writes none of their rows, and the next batch works', async () => {
    const action = `test.batch-failure.${kind}.read`;
    const poison = crypto.randomUUID();
    // A reach check of ids, like the declared reads', that fails (division by zero) for one id only.
    const gate = (record: string) =>
      withRequestContext({ ip: '192.0.2.20' }, () =>
        gateOf(suite.db, sql`1 / (case when ${record}::uuid = ${poison}::uuid then 0 else 1 end) = 1`).submit({
          actorId: teacher.id,
          action,
          entity: 'test',
          entityId: record,
        }),
      );
    const first = gate(crypto.randomUUID());
    const batch = [gate(crypto.randomUUID()), gate(poison), gate(crypto.randomUUID())];
    const failed = batch.map((waiting) =>
      waiting.then(
        () => 'answered',
        (error: Error) => `${error.message} ${String(error.cause ?? '')}`,
      ),
    );
    expect(await first).toBe(true);
    for (const outcome of await Promise.all(failed)) expect(outcome).toMatch(/division by zero/);
    expect(await rowsOf(action)).toHaveLength(1);
    const next = crypto.randomUUID();
    expect(await gate(next)).toBe(true);
    expect((await rowsOf(action)).map((row) => row.entityId)).toHaveLength(2);
    expect((await rowsOf(action)).at(-1)?.entityId).toBe(next);
  });

  it('answers concurrent roster reads 200 for own classes and 404 for others, each opened one with its row', async () => {
    const rosterRows = async (classId: string) =>
      (await rowsOf('course_instance.roster.read')).filter((row) => row.entityId === classId && row.actorId === teacher.id);
    const before = { own: (await rosterRows(facts.teacherClassA)).length, foreign: (await rosterRows(facts.colleagueClass6B)).length };
    const read = (classId: string, remoteAddress: string) =>
      suite.server.as(demoEmails.teacher, { method: 'GET', url: buildPath(api.enrolledStudents.path, { id: classId }), remoteAddress });
    const answers = await Promise.all([
      read(facts.teacherClassA, '192.0.2.31'),
      read(facts.colleagueClass6B, '192.0.2.32'),
      read(facts.teacherClassA, '192.0.2.33'),
      read(facts.colleagueClass6B, '192.0.2.34'),
      read(facts.teacherClassA, '192.0.2.35'),
      read(facts.teacher2ClassC, '192.0.2.36'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 404, 200, 404]);
    const own = await rosterRows(facts.teacherClassA);
    expect(own).toHaveLength(before.own + 3);
    expect(
      own
        .slice(before.own)
        .map((row) => row.ip)
        .sort(),
    ).toEqual(['192.0.2.31', '192.0.2.33', '192.0.2.35']);
    expect(await rosterRows(facts.colleagueClass6B)).toHaveLength(before.foreign);
    expect(await rosterRows(facts.teacher2ClassC)).toHaveLength(0);
  });
});
