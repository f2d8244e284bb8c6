import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { Role } from '@/contract/http';
import { hashToken, newOpaqueToken } from '../auth/opaque-token';
import { findActiveUser } from '../auth/users';
import { createInvite } from '../repos/teacher-invites';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';

/**
 * The scope matrix of the invite endpoints: each role × an invite or school of their own and a
 * foreign one → 200/201, 401, 403 or 404 (out of reach reads as unknown), and lists without foreign rows.
 */
const demoUserOf: Record<Role, string> = {
  'super-admin': 'super@demo.test',
  'district-admin': 'district@demo.test',
  'school-admin': 'admin@demo.test',
  teacher: 'teacher@demo.test',
  parent: 'parent@demo.test',
};
const own = id('school/A');
const foreign = id('school/C');
type Caller = Role | 'signed-out';
const callers: Caller[] = ['teacher', 'parent', 'school-admin', 'district-admin', 'super-admin', 'signed-out'];

/** What each caller gets for an admin action on their own and on a foreign school's invite. */
function expected(caller: Caller, where: 'own' | 'foreign', ok: 200 | 201): number {
  if (caller === 'signed-out') return 401;
  if (caller === 'teacher' || caller === 'parent') return 403;
  if (caller === 'super-admin' || where === 'own') return ok;
  return 404;
}

describe.each(databaseKinds)('teacher invites scope matrix (%s)', (kind) => {
  const suite = serverSuite(kind);
  let serial = 0;
  let outboxHasMail = false;
  const freshEmail = () => `scope-${++serial}@invitee.test`;

  const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
    caller === 'signed-out'
      ? suite.server.app.inject({ method, url, ...(payload ? { payload } : {}) })
      : suite.server.as(demoUserOf[caller], { method, url, ...(payload ? { payload } : {}) });

  /**
   * A pending invite in the school, stored by the repository as the super admin (not through the
   * API, whose per-admin limit the matrix would use up), and one mail in the outbox.
   */
  async function inviteIn(schoolId: string): Promise<string> {
    const superAdmin = (await findActiveUser(suite.db, await userIdOf(suite.db, demoUserOf['super-admin'])))!;
    const invite = await createInvite(suite.db, superAdmin, {
      schoolId,
      email: freshEmail(),
      name: 'Scope',
      tokenHash: hashToken(newOpaqueToken()),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return invite._id;
  }

  for (const caller of callers) {
    for (const where of ['own', 'foreign'] as const) {
      const schoolId = where === 'own' ? own : foreign;

      it(`${caller} creates an invite in a ${where} school → ${expected(caller, where, 201)}`, async () => {
        const res = await call(caller, 'POST', api.inviteCreate.path, { schoolId, email: freshEmail(), name: 'Scope' });
        expect(res.statusCode, res.body).toBe(expected(caller, where, 201));
      });

      it(`${caller} resends an invite of a ${where} school → ${expected(caller, where, 200)}`, async () => {
        const inviteId = await inviteIn(schoolId);
        const res = await call(caller, 'POST', api.inviteResend.path.replace(':id', inviteId));
        expect(res.statusCode, res.body).toBe(expected(caller, where, 200));
      });

      it(`${caller} revokes an invite of a ${where} school → ${expected(caller, where, 200)}`, async () => {
        const inviteId = await inviteIn(schoolId);
        const res = await call(caller, 'POST', api.inviteRevoke.path.replace(':id', inviteId));
        expect(res.statusCode, res.body).toBe(expected(caller, where, 200));
      });
    }

    it(`${caller} lists invites: only their schools' → ${expected(caller, 'own', 200)}`, async () => {
      await inviteIn(own);
      await inviteIn(foreign);
      const res = await call(caller, 'POST', api.inviteList.path, { pageSize: 500 });
      expect(res.statusCode).toBe(expected(caller, 'own', 200));
      if (res.statusCode !== 200) return;
      const schools = new Set((res.json().data.items as Array<{ school: { _id: string } }>).map((i) => i.school._id));
      expect(schools.has(own)).toBe(true);
      expect(schools.has(foreign)).toBe(caller === 'super-admin');
    });

    const outboxStatus = caller === 'signed-out' ? 401 : caller === 'super-admin' ? 200 : 403;
    it(`${caller} reads the outbox → ${outboxStatus}`, async () => {
      if (!outboxHasMail) {
        const res = await suite.post(demoUserOf['school-admin'], api.inviteCreate.path, {
          schoolId: own,
          email: freshEmail(),
          name: 'Mail',
        });
        expect(res.statusCode).toBe(201);
        outboxHasMail = true;
      }
      const list = await call(caller, 'POST', api.outboxList.path, {});
      expect(list.statusCode).toBe(outboxStatus);
      const first = (await suite.post(demoUserOf['super-admin'], api.outboxList.path, {})).json().data.items[0]._id as string;
      expect((await call(caller, 'GET', api.outboxMail.path.replace(':id', first))).statusCode).toBe(outboxStatus);
    });

    it(`${caller} may call the public invite preview (unknown token → 404)`, async () => {
      const res = await call(caller, 'POST', api.invitePreview.path, { token: 'B'.repeat(43) });
      expect(res.statusCode).toBe(404);
    });
  }
});
