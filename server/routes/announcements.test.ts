import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import { buildPath } from '@/contract/path';
import { announcementSchema } from '@/contract/schemas/communication';
import { publishAnnouncements, startAnnouncementJob } from '../notifications/announcement-publisher';
import { type NotificationEvent, NotificationHub } from '../notifications/hub';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { activeUserIds, announcementNotification, announcementRecipients, announcementRow, auditOf } from '../test/announcements-fixtures';
import { addAnnouncements } from '../test/communication-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const district = { one: id('district/1'), two: id('district/2') };
const day = 24 * 3600 * 1000;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('announcements endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;

  const userId = (email: string) => userIdOf(suite.db, email);
  const current = (email: string) => get(email, api.announcement.path);
  const dismiss = (email: string, announcementId: string) => post(email, buildPath(api.dismissAnnouncement.path, { id: announcementId }));
  const list = (email: string, page = 0, pageSize = 20) => post(email, api.adminAnnouncements.path, { page, pageSize });
  const create = (email: string, body: object) => post(email, api.createAnnouncement.path, body);
  const update = (email: string, announcementId: string, body: object) =>
    post(email, buildPath(api.updateAnnouncement.path, { id: announcementId }), body);
  const withdraw = (email: string, announcementId: string) => post(email, buildPath(api.withdrawAnnouncement.path, { id: announcementId }));
  const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
  const draft = (overrides: object = {}) => ({
    title: 'Lab closed',
    message: 'The **lab** is closed on Friday.',
    severity: 'warning',
    startsAt: iso(-60_000),
    endsAt: iso(day),
    audience: { scope: 'school', schoolId: school.A },
    ...overrides,
  });

  describe('the banner', () => {
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
        // Not yet started, already over, or withdrawn: none is served.
        { scope: 'platform', title: 'Future', message: 'Later', startsAt: new Date(now + day) },
        { scope: 'platform', title: 'Past', message: 'Over', startsAt: new Date(now - 3 * day), endsAt: new Date(now - day) },
        { scope: 'platform', title: 'Withdrawn', message: 'Gone', startsAt: new Date(now - 60_000), withdrawnAt: new Date(now - 1000) },
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

    it('answers 404 for an unknown announcement, 400 for a malformed id and 401 without a token', async () => {
      const unknown = await dismiss(demoEmails.teacher, unknownId);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'No such announcement', code: 'NOT_FOUND' });
      const malformed = await dismiss(demoEmails.teacher, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toEqual([{ path: 'params.id', message: 'must be a valid id' }]);
      expect((await suite.server.app.inject({ method: 'GET', url: api.announcement.path })).statusCode).toBe(401);
    });
  });

  describe('writing announcements', () => {
    it('lets a school admin announce to their school: stored, audited, shown to its people only and notified once', async () => {
      const res = await create(demoEmails.admin, draft({ title: 'Lab closed' }));
      expect(res.statusCode).toBe(201);
      const created = endpoints.createAnnouncement.response.parse(res.json().data);
      expect(created).toMatchObject({
        title: 'Lab closed',
        message: 'The **lab** is closed on Friday.',
        severity: 'warning',
        status: 'running',
        audience: { scope: 'school', _id: school.A, name: expect.any(String) },
        createdBy: { _id: await userId(demoEmails.admin) },
        withdrawnAt: null,
      });
      expect(await auditOf(suite.db, created._id)).toEqual([{ action: 'announcement.create', actorId: await userId(demoEmails.admin) }]);

      // Newest start first: it is above the platform's winter break for school A's people.
      for (const email of [demoEmails.teacher, demoEmails.parent, demoEmails.admin, demoEmails.district]) {
        expect((await current(email)).json().data.title, email).toBe('Lab closed');
      }
      expect((await current(demoEmails.teacher2)).json().data?.title).not.toBe('Lab closed');
      expect((await current(demoEmails.super)).json().data.title).toBe('Winter break');

      // It started at once, so its audience was notified at once, each person once, linking home.
      const recipients = await announcementRecipients(suite.db, 'Lab closed');
      const expected = await Promise.all([demoEmails.teacher, demoEmails.parent, demoEmails.admin, demoEmails.district].map(userId));
      expect(recipients).toEqual(expect.arrayContaining(expected));
      expect(new Set(recipients).size).toBe(recipients.length);
      expect(recipients).not.toContain(await userId(demoEmails.teacher2));
      expect(recipients).not.toContain(await userId(demoEmails.super));
      expect(await announcementNotification(suite.db, await userId(demoEmails.teacher), 'Lab closed')).toMatchObject({
        body: 'The lab is closed on Friday.',
        link: '/',
      });
      expect((await announcementRow(suite.db, created._id))?.notifiedAt).not.toBeNull();

      // A later run of the job finds nothing left to announce.
      expect(await publishAnnouncements({ db: suite.db, notificationHub: new NotificationHub() })).toBe(0);
      expect(await announcementRecipients(suite.db, 'Lab closed')).toHaveLength(recipients.length);
    });

    it('keeps every admin within their scope: a foreign district or school is 404, the platform 403', async () => {
      const attempts: Array<[string, object, number]> = [
        [demoEmails.admin, { scope: 'school', schoolId: school.C }, 404],
        [demoEmails.admin, { scope: 'school', schoolId: school.B }, 404],
        [demoEmails.admin, { scope: 'district', districtId: district.one }, 404],
        [demoEmails.admin, { scope: 'platform' }, 403],
        [demoEmails.district, { scope: 'school', schoolId: school.C }, 404],
        [demoEmails.district, { scope: 'district', districtId: district.two }, 404],
        [demoEmails.district, { scope: 'school', schoolId: unknownId }, 404],
        [demoEmails.district, { scope: 'platform' }, 403],
      ];
      for (const [email, audience, status] of attempts) {
        const res = await create(email, draft({ title: 'Out of scope', audience }));
        expect(res.statusCode, `${email} → ${JSON.stringify(audience)}`).toBe(status);
      }
      expect(await announcementRecipients(suite.db, 'Out of scope')).toEqual([]);

      const ok: Array<[string, object]> = [
        [demoEmails.district, { scope: 'school', schoolId: school.B }],
        [demoEmails.district, { scope: 'district', districtId: district.one }],
        [demoEmails.super, { scope: 'school', schoolId: school.C }],
        [demoEmails.super, { scope: 'district', districtId: district.two }],
      ];
      for (const [email, audience] of ok) {
        const res = await create(email, draft({ title: 'In scope', audience, startsAt: iso(day), endsAt: null }));
        expect(res.statusCode, `${email} → ${JSON.stringify(audience)}`).toBe(201);
        expect(res.json().data.status).toBe('scheduled');
      }
    });

    it('answers 403 to teachers and parents and 401 without a token', async () => {
      expect((await create(demoEmails.teacher, draft())).statusCode).toBe(403);
      expect((await list(demoEmails.parent)).statusCode).toBe(403);
      expect((await get(demoEmails.teacher, api.announcementAudiences.path)).statusCode).toBe(403);
      const anonymous = await suite.server.app.inject({ method: 'POST', url: api.createAnnouncement.path, payload: draft() });
      expect(anonymous.statusCode).toBe(401);
    });

    it('validates the body with field paths', async () => {
      const res = await create(
        demoEmails.admin,
        draft({
          title: '  ',
          message: 'x'.repeat(4001),
          severity: 'loud',
          startsAt: 'soon',
          audience: { scope: 'school', schoolId: 'nope' },
        }),
      );
      expect(res.statusCode).toBe(400);
      const paths = (res.json().details as Array<{ path: string }>).map((d) => d.path).sort();
      expect(paths).toEqual(['body.audience.schoolId', 'body.message', 'body.severity', 'body.startsAt', 'body.title']);

      const backwards = await create(demoEmails.admin, draft({ startsAt: iso(2 * day), endsAt: iso(day) }));
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().details).toEqual([{ path: 'body.endsAt', message: 'must be after the start' }]);

      const over = await create(demoEmails.admin, draft({ startsAt: iso(-2 * day), endsAt: iso(-day) }));
      expect(over.statusCode).toBe(400);
      expect(over.json().details).toEqual([{ path: 'body.endsAt', message: 'must be in the future' }]);

      const extra = await create(demoEmails.admin, draft({ audience: { scope: 'platform', schoolId: school.A } }));
      expect(extra.statusCode).toBe(400);
    });

    it('refuses a body over its limit with 413', async () => {
      const res = await create(demoEmails.super, draft({ message: 'x'.repeat(70 * 1024) }));
      expect(res.statusCode).toBe(413);
    });
  });

  describe('listing, editing and withdrawing', () => {
    it("lists each admin's scope newest first, paged, with statuses", async () => {
      const all = endpoints.adminAnnouncements.response.parse((await list(demoEmails.super, 0, 500)).json().data);
      expect(all.total).toBe(all.items.length);
      const created = all.items.map((a) => a.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const byTitle = (title: string) => all.items.find((a) => a.title === title);
      expect(byTitle('Winter break')).toMatchObject({ status: 'running', audience: { scope: 'platform', _id: null, name: null } });
      expect(byTitle('Professional development day')?.status).toBe('ended');
      expect(byTitle('Future')?.status).toBe('scheduled');
      expect(byTitle('Withdrawn')?.status).toBe('withdrawn');

      const ofDistrict = endpoints.adminAnnouncements.response.parse((await list(demoEmails.district, 0, 500)).json().data);
      expect(ofDistrict.items.length).toBeGreaterThan(0);
      for (const a of ofDistrict.items) {
        if (a.audience.scope === 'district') expect(a.audience._id).toBe(district.one);
        else expect([a.audience.scope, a.audience._id]).toEqual(['school', expect.stringMatching(`^(${school.A}|${school.B})$`)]);
      }
      const ofSchool = endpoints.adminAnnouncements.response.parse((await list(demoEmails.admin, 0, 500)).json().data);
      expect(ofSchool.items.map((a) => a.audience._id)).toEqual(ofSchool.items.map(() => school.A));

      const first = (await list(demoEmails.super, 0, 2)).json().data;
      const second = (await list(demoEmails.super, 1, 2)).json().data;
      expect(first).toMatchObject({ page: 0, pageSize: 2, total: all.total });
      expect(first.items).toHaveLength(2);
      expect(second.items[0]._id).toBe(all.items[2]!._id);
      expect((await list(demoEmails.super, -1)).statusCode).toBe(400);
    });

    it('edits one that has not ended, within scope only, and audits it', async () => {
      const created = (
        await create(demoEmails.district, draft({ title: 'Bus strike', audience: { scope: 'district', districtId: district.one } }))
      ).json().data;
      const edited = await update(
        demoEmails.district,
        created._id,
        draft({ title: 'Bus strike (update)', severity: 'error', audience: { scope: 'district', districtId: district.one } }),
      );
      expect(edited.statusCode).toBe(200);
      expect(endpoints.updateAnnouncement.response.parse(edited.json().data)).toMatchObject({
        title: 'Bus strike (update)',
        severity: 'error',
      });
      expect((await auditOf(suite.db, created._id)).map((a) => a.action)).toEqual(['announcement.create', 'announcement.update']);
      // A district's announcement reaches its schools' people (and their parents), nobody else's.
      expect((await current(demoEmails.teacher)).json().data.title).toBe('Bus strike (update)');
      expect((await current(demoEmails.parent)).json().data.title).toBe('Bus strike (update)');
      expect((await current(demoEmails.teacher2)).json().data?.title ?? '').not.toMatch(/^Bus strike/);
      const told = await announcementRecipients(suite.db, 'Bus strike');
      expect(told).toEqual(
        expect.arrayContaining(
          await Promise.all([demoEmails.teacher, demoEmails.parent, demoEmails.admin, demoEmails.district].map(userId)),
        ),
      );
      expect(told).not.toContain(await userId(demoEmails.teacher2));
      expect(told).not.toContain(await userId(demoEmails.super));
      // Already announced when it was written: an edit notifies nobody again.
      expect(await announcementRecipients(suite.db, 'Bus strike (update)')).toEqual([]);

      // The school admin does not manage district announcements; teacher2's world is not the district admin's.
      expect((await update(demoEmails.admin, created._id, draft())).statusCode).toBe(404);
      const [lakeshore] = await addAnnouncements(suite.db, [
        { scope: 'school', schoolId: school.C, title: 'C only', message: 'm', startsAt: new Date(Date.now() + day) },
      ]);
      expect(
        (await update(demoEmails.district, lakeshore!.id, draft({ audience: { scope: 'school', schoolId: school.A } }))).statusCode,
      ).toBe(404);
      expect((await update(demoEmails.district, unknownId, draft())).statusCode).toBe(404);
      // Moving one's own announcement out of scope is refused like any foreign audience.
      expect(
        (await update(demoEmails.district, created._id, draft({ audience: { scope: 'school', schoolId: school.C } }))).statusCode,
      ).toBe(404);

      const [ended] = await addAnnouncements(suite.db, [
        {
          scope: 'school',
          schoolId: school.A,
          title: 'Old',
          message: 'm',
          startsAt: new Date(Date.now() - 3 * day),
          endsAt: new Date(Date.now() - day),
        },
      ]);
      const closed = await update(demoEmails.admin, ended!.id, draft());
      expect(closed.statusCode).toBe(409);
      expect((await announcementRow(suite.db, ended!.id))?.title).toBe('Old');
    });

    it('withdraws at once: gone from the banner, kept on record, audited; out of scope is 404', async () => {
      const created = (await create(demoEmails.admin, draft({ title: 'Fire drill', severity: 'error' }))).json().data;
      expect((await current(demoEmails.teacher)).json().data.title).toBe('Fire drill');

      expect((await withdraw(demoEmails.teacher2, created._id)).statusCode).toBe(403);
      const [foreign] = await addAnnouncements(suite.db, [{ scope: 'school', schoolId: school.C, title: 'Not yours', message: 'm' }]);
      expect((await withdraw(demoEmails.admin, foreign!.id)).statusCode).toBe(404);
      expect((await withdraw(demoEmails.district, foreign!.id)).statusCode).toBe(404);
      expect((await announcementRow(suite.db, foreign!.id))?.withdrawnAt).toBeNull();

      const res = await withdraw(demoEmails.admin, created._id);
      expect(res.statusCode).toBe(200);
      expect(endpoints.withdrawAnnouncement.response.parse(res.json().data)).toMatchObject({
        status: 'withdrawn',
        withdrawnAt: expect.any(String),
      });
      expect((await current(demoEmails.teacher)).json().data?.title).not.toBe('Fire drill');
      expect((await withdraw(demoEmails.admin, created._id)).statusCode).toBe(200); // already withdrawn: unchanged
      expect((await auditOf(suite.db, created._id)).map((a) => a.action)).toEqual(['announcement.create', 'announcement.withdraw']);
      expect((await update(demoEmails.admin, created._id, draft())).statusCode).toBe(409);
    });

    it('offers each admin the audiences of their scope', async () => {
      const audiences = (email: string) =>
        get(email, api.announcementAudiences.path).then((r) => endpoints.announcementAudiences.response.parse(r.json().data));
      const ofSuper = await audiences(demoEmails.super);
      expect(ofSuper.platform).toBe(true);
      expect(ofSuper.districts.map((d) => d._id).sort()).toEqual([district.one, district.two].sort());
      expect(ofSuper.schools.map((s) => s._id).sort()).toEqual([school.A, school.B, school.C].sort());
      const ofDistrict = await audiences(demoEmails.district);
      expect(ofDistrict).toMatchObject({ platform: false, districts: [{ _id: district.one }] });
      expect(ofDistrict.schools.map((s) => s._id).sort()).toEqual([school.A, school.B].sort());
      const ofSchool = await audiences(demoEmails.admin);
      expect(ofSchool).toMatchObject({ platform: false, districts: [], schools: [{ _id: school.A, _district: district.one }] });
    });
  });

  describe('the publisher job', () => {
    it('announces a scheduled announcement when its start arrives, once, even when two runs overlap', async () => {
      const starts = Date.now() + 2 * day;
      const created = (
        await create(
          demoEmails.super,
          draft({ title: 'Maintenance window', audience: { scope: 'platform' }, startsAt: new Date(starts).toISOString(), endsAt: null }),
        )
      ).json().data;
      expect(created.status).toBe('scheduled');
      const hub = new NotificationHub();
      const services = { db: suite.db, notificationHub: hub };
      // Not yet: nothing is sent before the start (others of this suite that start earlier are, now).
      await publishAnnouncements(services, new Date(starts - 1000));
      expect(await announcementRecipients(suite.db, 'Maintenance window')).toEqual([]);

      const pushed: NotificationEvent[] = [];
      const stop = hub.subscribe(await userId(demoEmails.teacher2), (event) => pushed.push(event));
      const at = new Date(starts + 1000);
      const runs = await Promise.all([publishAnnouncements(services, at), publishAnnouncements(services, at)]);
      stop();
      // Other scheduled ones of this suite start before it too; what matters is that one run got them all.
      expect(runs.filter((n) => n > 0)).toHaveLength(1);
      const recipients = await announcementRecipients(suite.db, 'Maintenance window');
      expect(recipients.sort()).toEqual((await activeUserIds(suite.db)).sort());
      const mine = pushed.filter((event) => event.notification.title === 'Maintenance window');
      expect(mine).toHaveLength(1);
      expect(mine[0]!.notification).toMatchObject({ kind: 'announcement', title: 'Maintenance window', link: '/', read: false });

      expect(await publishAnnouncements(services, new Date(starts + 60_000))).toBe(0);
      expect(await announcementRecipients(suite.db, 'Maintenance window')).toHaveLength(recipients.length);
    });

    it('never announces a withdrawn one, and a job with interval 0 never runs', async () => {
      const created = (await create(demoEmails.admin, draft({ title: 'Cancelled', startsAt: iso(day), endsAt: null }))).json().data;
      await withdraw(demoEmails.admin, created._id);
      await publishAnnouncements({ db: suite.db, notificationHub: new NotificationHub() }, new Date(Date.now() + 2 * day));
      expect(await announcementRecipients(suite.db, 'Cancelled')).toEqual([]);
      expect((await announcementRow(suite.db, created._id))?.notifiedAt).toBeNull();
      const off = startAnnouncementJob({ db: suite.db, notificationHub: new NotificationHub() }, 0, () => {});
      await off.stop();
    });

    it('runs on its interval and stops on request', async () => {
      await addAnnouncements(suite.db, [
        { scope: 'school', schoolId: school.C, title: 'Tick', message: 'From the job', startsAt: new Date(Date.now() - 1000) },
      ]);
      const hub = new NotificationHub();
      const teacher2 = await userId(demoEmails.teacher2);
      const pushed = new Promise<NotificationEvent>((resolve) => {
        hub.subscribe(teacher2, (event) => {
          if (event.notification.title === 'Tick') resolve(event);
        });
      });
      const errors: unknown[] = [];
      const job = startAnnouncementJob({ db: suite.db, notificationHub: hub }, 0.05, (error) => errors.push(error));
      expect((await pushed).notification).toMatchObject({ kind: 'announcement', body: 'From the job' });
      await job.stop();
      expect(errors).toEqual([]);
      expect(await announcementRecipients(suite.db, 'Tick')).toContain(teacher2);
    });
  });
});
