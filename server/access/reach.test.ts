/**
 * The access module against the demo data, on each database: for every role and every kind of
 * object, one the user reaches and one they do not (reach.ts has the table), through the check
 * (`mayReach`), the list (`reachableIdList`) and the audited gates (`audited-reads.ts`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@/contract/http';
import type { AuthUser } from '../auth/auth-user';
import { findActiveUser } from '../auth/users';
import type { Db } from '../db/client';
import { type AccessFacts, accessFacts } from '../test/access-fixtures';
import { addUser, userIdOf } from '../test/accounts';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { openClassRecord, openStudentRecord } from './audited-reads';
import { mayReach, type ObjectKind, reachableIdList } from './reach';

const unknownId = '00000000-0000-4000-8000-000000000000';

type Fact = keyof AccessFacts;
/** Per object kind: the objects the user reaches, and objects of that kind they do not. */
type Expectation = Partial<Record<ObjectKind, { reached: Fact[]; refused: Fact[] }>>;

const allOf = (kind: ObjectKind): Fact[] =>
  (
    ({
      district: ['district1', 'district2'],
      school: ['schoolA', 'schoolB', 'schoolC'],
      class: ['teacherClassA', 'colleagueClass6B', 'teacher2ClassC'],
      course: ['foundations', 'algorithms', 'robotics'],
      student: ['ella', 'studentA6B', 'studentC'],
      child: ['ella', 'studentA6B', 'studentC'],
      teacher: ['teacherA', 'teacherBC', 'teacherC'],
      parent: ['parentA'],
    }) as Partial<Record<ObjectKind, readonly Fact[]>>
  )[kind]?.slice() ?? [];

const expectations: Array<[string, Role, Expectation]> = [
  [
    'super@demo.test',
    'super-admin',
    Object.fromEntries(
      (['district', 'school', 'class', 'course', 'student', 'child', 'teacher', 'parent'] as const).map((k) => [
        k,
        { reached: allOf(k), refused: [] },
      ]),
    ),
  ],
  [
    'district@demo.test',
    'district-admin',
    {
      district: { reached: ['district1'], refused: ['district2'] },
      school: { reached: ['schoolA', 'schoolB'], refused: ['schoolC'] },
      class: { reached: ['teacherClassA', 'colleagueClass6B'], refused: ['teacher2ClassC'] },
      course: { reached: ['foundations', 'algorithms'], refused: ['robotics'] },
      student: { reached: ['ella', 'studentA6B'], refused: ['studentC'] },
      child: { reached: [], refused: ['ella', 'studentC'] },
      teacher: { reached: ['teacherA', 'teacherBC'], refused: ['teacherC'] },
      parent: { reached: ['parentA'], refused: [] },
    },
  ],
  [
    'admin@demo.test',
    'school-admin',
    {
      district: { reached: [], refused: ['district1', 'district2'] },
      school: { reached: ['schoolA'], refused: ['schoolB', 'schoolC'] },
      class: { reached: ['teacherClassA', 'colleagueClass6B'], refused: ['teacher2ClassC'] },
      course: { reached: ['foundations', 'algorithms'], refused: ['robotics'] },
      student: { reached: ['ella', 'studentA6B'], refused: ['studentC'] },
      child: { reached: [], refused: ['ella'] },
      teacher: { reached: ['teacherA'], refused: ['teacherBC', 'teacherC'] },
      parent: { reached: ['parentA'], refused: [] },
    },
  ],
  [
    'teacher@demo.test',
    'teacher',
    {
      district: { reached: [], refused: ['district1'] },
      school: { reached: ['schoolA', 'schoolB'], refused: ['schoolC'] },
      class: { reached: ['teacherClassA'], refused: ['colleagueClass6B', 'teacher2ClassC'] },
      course: { reached: ['foundations'], refused: ['algorithms', 'robotics'] },
      student: { reached: ['ella'], refused: ['studentA6B', 'studentC'] },
      child: { reached: [], refused: ['ella'] },
      teacher: { reached: [], refused: ['teacherA', 'teacherC'] },
      parent: { reached: [], refused: ['parentA'] },
    },
  ],
  [
    'teacher2@demo.test',
    'teacher',
    {
      school: { reached: ['schoolC'], refused: ['schoolA'] },
      class: { reached: ['teacher2ClassC'], refused: ['teacherClassA'] },
      course: { reached: ['robotics'], refused: ['foundations'] },
      student: { reached: ['studentC'], refused: ['ella'] },
    },
  ],
  [
    'parent@demo.test',
    'parent',
    {
      district: { reached: [], refused: ['district1'] },
      school: { reached: ['schoolA'], refused: ['schoolB', 'schoolC'] },
      class: { reached: ['teacherClassA'], refused: ['colleagueClass6B', 'teacher2ClassC'] },
      course: { reached: ['foundations', 'algorithms'], refused: ['robotics'] },
      student: { reached: ['ella'], refused: ['studentA6B', 'studentC'] },
      child: { reached: ['ella'], refused: ['studentA6B', 'studentC'] },
      teacher: { reached: [], refused: ['teacherA'] },
      parent: { reached: [], refused: ['parentA'] },
    },
  ],
];

async function userOf(db: Db, email: string): Promise<AuthUser> {
  const user = await findActiveUser(db, await userIdOf(db, email));
  if (!user) throw new Error(`${email} is not an active demo user`);
  return user;
}

describe.each(databaseKinds)('access: who reaches what (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let facts: AccessFacts;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    facts = await accessFacts(db);
  });
  afterAll(() => server.close());

  it.each(expectations)('%s (%s) reaches their own objects and no others', async (email, role, expectation) => {
    const user = await userOf(db, email);
    expect(user.role).toBe(role);
    for (const [kind, { reached, refused }] of Object.entries(expectation) as [ObjectKind, { reached: Fact[]; refused: Fact[] }][]) {
      for (const fact of reached) expect(await mayReach(db, user, kind, facts[fact]), `${kind} ${fact}`).toBe(true);
      for (const fact of refused) expect(await mayReach(db, user, kind, facts[fact]), `${kind} ${fact}`).toBe(false);
      // Unknown and malformed ids are reached by nobody, the super admin included.
      expect(await mayReach(db, user, kind, unknownId), `${kind} unknown`).toBe(false);
      expect(await mayReach(db, user, kind, 'not-an-id'), `${kind} malformed`).toBe(false);
    }
  });

  it.each(expectations)('%s (%s): the lists agree with the checks', async (email, _, expectation) => {
    const user = await userOf(db, email);
    for (const [kind, { reached, refused }] of Object.entries(expectation) as [ObjectKind, { reached: Fact[]; refused: Fact[] }][]) {
      const list = await reachableIdList(db, user, kind);
      if (user.role === 'super-admin') {
        expect(list, 'null: every one').toBeNull();
        continue;
      }
      expect(list, kind).not.toBeNull();
      for (const fact of reached) expect(list, `${kind} ${fact}`).toContain(facts[fact]);
      for (const fact of refused) expect(list, `${kind} ${fact}`).not.toContain(facts[fact]);
      for (const id of list!) expect(await mayReach(db, user, kind, id), `${kind} ${id}`).toBe(true);
    }
  });

  it('gives a district admin without a district nothing', async () => {
    const lonely = await addUser(db, 'reach-lonely@demo.test', 'district-admin');
    const user = await userOf(db, lonely.email);
    for (const kind of ['district', 'school', 'class', 'course', 'student', 'child', 'teacher', 'parent'] as const) {
      expect(await reachableIdList(db, user, kind), kind).toEqual([]);
      for (const fact of allOf(kind)) expect(await mayReach(db, user, kind, facts[fact]), `${kind} ${fact}`).toBe(false);
    }
  });

  describe('audited reads', () => {
    const auditRows = async (entityId: string) =>
      (
        (await db.execute(
          sql`select actor_id as "actorId", action from audit_log where entity_id = ${entityId} order by id`,
        )) as unknown as {
          rows: { actorId: string; action: string }[];
        }
      ).rows;

    it("write one row for a reached class's grades and none for a foreign or unknown one", async () => {
      const admin = await userOf(db, 'admin@demo.test');
      expect(await openClassRecord(db, admin, facts.colleagueClass6B, 'gradebook.class.read')).toBe(true);
      expect(await auditRows(facts.colleagueClass6B)).toEqual([{ actorId: admin.id, action: 'gradebook.class.read' }]);
      expect(await openClassRecord(db, admin, facts.teacher2ClassC, 'gradebook.class.read')).toBe(false);
      expect(await openClassRecord(db, admin, unknownId, 'gradebook.class.read')).toBe(false);
      expect(await auditRows(facts.teacher2ClassC)).toEqual([]);
      expect(await auditRows(unknownId)).toEqual([]);
    });

    it("write one row for a reached student's record and none for a foreign one", async () => {
      const district = await userOf(db, 'district@demo.test');
      expect(await openStudentRecord(db, district, facts.studentA6B, 'student.read')).toBe(true);
      expect(await auditRows(facts.studentA6B)).toEqual([{ actorId: district.id, action: 'student.read' }]);
      expect(await openStudentRecord(db, district, facts.studentC, 'student.read')).toBe(false);
      expect(await auditRows(facts.studentC)).toEqual([]);
    });
  });
});
