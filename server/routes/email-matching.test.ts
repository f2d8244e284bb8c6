/**
 * Emails are matched trimmed and case-insensitively everywhere (issue 20): every email a request
 * carries goes through one schema (`contract/schemas/user.ts`), which trims and lower-cases it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { sqlRows } from '../db/sql-rows';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, demoPassword, serverSuite } from '../test/harness';

describe.each(databaseKinds)('email matching (%s)', (kind) => {
  const suite = serverSuite(kind);
  const login = (email: string, password: string) =>
    suite.server.app.inject({ method: 'POST', url: api.login.path, payload: { email, password } });
  const stored = async (email: string) =>
    (await sqlRows<{ email: string }>(suite.db, sql`select email from users where lower(email) = ${email}`)).map((r) => r.email);

  it('signs in with the email typed in another case and with spaces around it', async () => {
    expect((await login('  Teacher@Demo.TEST ', demoPassword)).statusCode).toBe(200);
  });

  it('stores an email an admin types in mixed case lower-cased, and the account signs in with any case', async () => {
    const created = await suite.post('super@demo.test', api.districtAdminCreate.path, {
      name: 'Dana Mixed',
      email: '  Dana.Mixed@District.ORG ',
      districtId: id('district/1'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await stored('dana.mixed@district.org')).toEqual(['dana.mixed@district.org']);
    const { temporaryPassword } = created.json().data;
    expect((await login('DANA.MIXED@district.org', temporaryPassword)).statusCode).toBe(200);
    // The same address in another case is the same address: taken.
    const again = await suite.post('super@demo.test', api.districtAdminCreate.path, {
      name: 'Dana Again',
      email: 'dana.MIXED@district.org',
      districtId: id('district/1'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('changes a teacher’s email to a mixed-case address lower-cased, and refuses another account’s in any case', async () => {
    const teacherId = await userIdOf(suite.db, 'teacher3@demo.test');
    const url = buildPath(api.adminTeacherUpdate.path, { id: teacherId });
    const taken = await suite.post('admin@demo.test', url, { name: 'Teacher Three', email: ' TEACHER@demo.test' });
    expect(taken.statusCode).toBe(409);
    const changed = await suite.post('admin@demo.test', url, { name: 'Teacher Three', email: 'T.Three@Demo.Test ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stored('t.three@demo.test')).toEqual(['t.three@demo.test']);
  });
});
