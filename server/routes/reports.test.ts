import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { bugReportById, secondsSpent } from '../test/communication-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

describe.each(databaseKinds)('reports endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;

  const userId = (email: string) => userIdOf(suite.db, email);

  describe('bug reports and time spent', () => {
    it('stores a bug report with its author and path', async () => {
      const res = await post(demoEmails.teacher, api.bugReport.path, {
        title: 'Chart overlaps',
        description: 'The completion chart overlaps the legend at 390 px.',
        path: '/teacher',
      });
      expect(res.statusCode).toBe(201);
      const row = await bugReportById(suite.db, res.json().data._id);
      expect(row).toMatchObject({ userId: await userId(demoEmails.teacher), title: 'Chart overlaps', path: '/teacher' });
      const bad = await post(demoEmails.teacher, api.bugReport.path, { title: 'x', description: 'short' });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .details.map((d: { path: string }) => d.path)
          .sort(),
      ).toEqual(['body.description', 'body.title']);
    });

    it("adds to today's total per user, capped at a day", async () => {
      const teacher = await userId('teacher3@demo.test');
      const today = new Date().toISOString().slice(0, 10);
      const seconds = () => secondsSpent(suite.db, teacher, today);
      const before = await seconds();
      for (const time of [120, 301]) {
        expect((await post('teacher3@demo.test', api.timeSpent.path, { time })).json()).toEqual({ data: { ok: true } });
      }
      expect(await seconds()).toBe(before + 421);
      await post('teacher3@demo.test', api.timeSpent.path, { time: 86_400 });
      expect(await seconds()).toBe(86_400);
      for (const time of [0, -5, 1.5, '60', 86_401]) {
        expect((await post('teacher3@demo.test', api.timeSpent.path, { time })).statusCode).toBe(400);
      }
    });
  });
});
