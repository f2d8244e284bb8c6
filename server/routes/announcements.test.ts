import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/define';
import { announcementSchema } from '@/contract/schemas/communication';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { addAnnouncements } from '../test/communication-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

const school = { C: id('school/C') };
const day = 24 * 3600 * 1000;

describe.each(databaseKinds)('announcements endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;

  const _userId = (email: string) => userIdOf(suite.db, email);

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
});
