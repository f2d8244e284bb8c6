import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { notificationSchema } from '@/contract/schemas/communication';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { notificationsOf } from '../test/communication-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

describe.each(databaseKinds)('notifications endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;

  const userId = (email: string) => userIdOf(suite.db, email);

  describe('notifications', () => {
    const page = (email: string, body: object) => post(email, api.notificationsReceived.path, body);

    it('pages newest first with the total and unread count', async () => {
      const mine = await notificationsOf(suite.db, await userId(demoEmails.teacher));
      const first = (await page(demoEmails.teacher, { page: 0, pageSize: 20 })).json().data;
      expect(first.total).toBe(mine.length);
      expect(first.total).toBeGreaterThan(20);
      expect(first.unread).toBe(mine.filter((n) => n.readAt === null).length);
      expect(first.unread).toBeGreaterThan(0);
      expect(first.items).toHaveLength(20);
      for (const item of first.items) notificationSchema.parse(item);
      const second = (await page(demoEmails.teacher, { page: 1, pageSize: 20 })).json().data;
      expect(second.items).toHaveLength(mine.length - 20);
      const dates = [...first.items, ...second.items].map((n: { createdAt: string }) => n.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set([...first.items, ...second.items].map((n: { _id: string }) => n._id))).toEqual(new Set(mine.map((n) => n.id)));
      const beyond = (await page(demoEmails.teacher, { page: 5, pageSize: 20 })).json().data;
      expect(beyond).toMatchObject({ items: [], total: mine.length, page: 5, pageSize: 20 });
    });

    it('defaults to page 0 of 20 and refuses bad paging', async () => {
      const res = await page(demoEmails.parent, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ page: 0, pageSize: 20 });
      for (const [body, path] of [
        [{ page: -1 }, 'body.page'],
        [{ pageSize: 0 }, 'body.pageSize'],
        [{ pageSize: 501 }, 'body.pageSize'],
        [{ page: 'x' }, 'body.page'],
        [{ page: 0, extra: 1 }, 'body.extra'],
      ] as const) {
        const bad = await page(demoEmails.teacher, body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual([path]);
      }
    });
  });
});
