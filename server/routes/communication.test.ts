import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/define';
import { announcementSchema, notificationSchema } from '@/contract/schemas/communication';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { addAnnouncements, bugReportById, notificationsOf, secondsSpent } from '../test/communication-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

const school = { C: id('school/C') };
const day = 24 * 3600 * 1000;

describe.each(databaseKinds)('communication endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;

  const userId = (email: string) => userIdOf(suite.db, email);

  describe('announcements', () => {
    const current = (email: string) => get(email, api.announcement.path);
    const dismiss = (email: string, announcementId: string) => post(email, buildPath(api.dismissAnnouncement.path, { id: announcementId }));

    it('serves the running platform announcement, not the ended district one', async () => {
      const res = await current(demoEmails.district);
      expect(res.statusCode).toBe(200);
      const announcement = announcementSchema.parse(res.json().data);
      expect(announcement).toMatchObject({ scope: 'platform', title: 'Winter break', severity: 'info', endsAt: null });
      expect(announcement.message).toMatch(/^Winter break: the platform stays available/);
    });

    it("scopes school announcements to that school's people, newest first, and dismissal is per user", async () => {
      const now = Date.now();
      const [lakeshore] = await addAnnouncements(suite.db, [
        {
          scope: 'school',
          schoolId: school.C,
          title: 'Lakeshore',
          message: 'Lab closed on Friday',
          severity: 'warning',
          startsAt: new Date(now - day),
        },
        // Not yet started, and already over: neither is served.
        { scope: 'platform', title: 'Future', message: 'Later', startsAt: new Date(now + day) },
        { scope: 'platform', title: 'Past', message: 'Over', startsAt: new Date(now - 3 * day), endsAt: new Date(now - day) },
      ]);
      expect((await current(demoEmails.teacher2)).json().data.title).toBe('Lakeshore');
      expect((await current(demoEmails.teacher)).json().data.title).toBe('Winter break');
      // The super admin is addressed by platform announcements only.
      expect((await current(demoEmails.super)).json().data.title).toBe('Winter break');

      // Someone outside school C cannot dismiss (or learn of) it.
      expect((await dismiss(demoEmails.teacher, lakeshore!.id)).statusCode).toBe(404);

      expect((await dismiss(demoEmails.teacher2, lakeshore!.id)).json()).toEqual({ data: { ok: true } });
      expect((await dismiss(demoEmails.teacher2, lakeshore!.id)).statusCode).toBe(200); // idempotent
      const next = (await current(demoEmails.teacher2)).json().data;
      expect(next.title).toBe('Winter break');
      expect((await dismiss(demoEmails.teacher2, next._id)).statusCode).toBe(200);
      expect((await current(demoEmails.teacher2)).json()).toEqual({ data: null });
      // Others still see it.
      expect((await current(demoEmails.parent)).json().data.title).toBe('Winter break');
    });

    it('answers 404 for an unknown announcement and 400 for a malformed id', async () => {
      const unknown = await dismiss(demoEmails.teacher, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'No such announcement', code: 'NOT_FOUND' });
      const malformed = await dismiss(demoEmails.teacher, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toEqual([{ path: 'params.id', message: 'must be a valid id' }]);
    });
  });

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
