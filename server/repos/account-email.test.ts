/**
 * A taken email found late (docs/ARCHITECTURE.md §17.7): when another request claims the email
 * between the check and the write, the unique index refuses the write, and the caller gets the same
 * 409 on `body.email` as a taken email found by the check, for every kind of account; never a 500.
 * The race is made deterministic by letting the check pass once while the email is already taken.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addUser } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { freshParent, freshStudent, freshTeacher, uniqueEmail } from '../test/people-fixtures';

/** When set, the next email check answers "free", as it would have just before another request took the email. */
const race = vi.hoisted(() => ({ checkPassesOnce: false }));
vi.mock('./account-email', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./account-email')>();
  return {
    ...actual,
    emailTaken: async (...args: Parameters<typeof actual.emailTaken>) => {
      if (race.checkPassesOnce) {
        race.checkPassesOnce = false;
        return false;
      }
      return actual.emailTaken(...args);
    },
  };
});

const schoolA = id('school/A');
const district1 = id('district/1');
const taken = 'teacher@demo.test';
const emailTakenBody = {
  message: 'An account with this email already exists',
  code: 'CONFLICT',
  details: [{ path: 'body.email', message: 'An account with this email already exists' }],
};

describe.each(databaseKinds)('a taken email found by the unique index (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;
  afterEach(() => {
    race.checkPassesOnce = false;
  });

  const changes = [
    {
      account: 'teacher',
      send: async (email: string) => {
        const teacher = await freshTeacher(suite.db, schoolA);
        return post(demoEmails.admin, buildPath(api.adminTeacherUpdate.path, { id: teacher.id }), { name: 'Raced Teacher', email });
      },
    },
    {
      account: 'parent',
      send: async (email: string) => {
        const parent = await freshParent(suite.db, [(await freshStudent(suite.db, schoolA)).id]);
        return post(demoEmails.admin, buildPath(api.adminParentUpdate.path, { id: parent.id }), { name: 'Raced Parent', email });
      },
    },
    {
      account: 'district admin',
      send: async (email: string) => {
        const admin = await addUser(suite.db, uniqueEmail('district-admin'), 'district-admin', district1);
        return post(demoEmails.super, buildPath(api.districtAdminUpdate.path, { id: admin.id }), {
          name: 'Raced Admin',
          email,
          districtId: district1,
        });
      },
    },
  ];

  for (const change of changes) {
    it(`answers 409 on body.email when a ${change.account}'s new email was taken after the check`, async () => {
      race.checkPassesOnce = true;
      const res = await change.send(taken);
      expect(race.checkPassesOnce).toBe(false);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual(emailTakenBody);
    });

    it(`answers the same 409 when the check finds a ${change.account}'s new email taken`, async () => {
      const res = await change.send(taken);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual(emailTakenBody);
    });
  }

  it('lets one of two simultaneous changes to the same new email through and answers the other 409', async () => {
    const [one, two] = await Promise.all([freshTeacher(suite.db, schoolA), freshTeacher(suite.db, schoolA)]);
    const email = uniqueEmail('contested');
    const statuses = await Promise.all(
      [one, two].map(async (teacher) => {
        const res = await post(demoEmails.admin, buildPath(api.adminTeacherUpdate.path, { id: teacher.id }), { name: 'Contested', email });
        return res.statusCode;
      }),
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });
});
