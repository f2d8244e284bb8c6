import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/define';
import { announcementSchema, notificationSchema } from '@/contract/schemas/communication';
import { childSchema } from '@/contract/schemas/parent';
import { districtSchema, schoolSchema } from '@/contract/schemas/sup-admin';
import { hashPassword } from '../auth/passwords';
import * as schema from '../db/schema';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from '../test/harness';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const names = { A: 'Riverside Middle School', B: 'Hillcrest Middle School', C: 'Lakeshore Middle School' };
const day = 24 * 3600 * 1000;

describe.each(databaseKinds)('shell endpoints (%s)', (kind) => {
  let server: TestServer;
  let db: TestServer['database']['db'];
  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
  });
  afterAll(() => server.close());

  const get = (email: string, url: string) => server.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload?: object) => server.as(email, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const userId = async (email: string) => (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
  /** An extra account with the demo password, for scope cases the demo data does not have. */
  async function addUser(email: string, role: (typeof schema.users.$inferInsert)['role'], districtId: string | null = null) {
    const [row] = await db
      .insert(schema.users)
      .values({ email, name: email.split('@')[0]!, role, districtId, passwordHash: await hashPassword(demoPassword) })
      .returning();
    return row!;
  }

  describe('my schools', () => {
    it.each([
      [demoEmails.teacher, [names.B, names.A]],
      [demoEmails.teacher2, [names.C]],
      [demoEmails.admin, [names.A]],
      [demoEmails.district, [names.B, names.A]],
      [demoEmails.super, [names.B, names.C, names.A]],
    ])('lists the schools of %s', async (email, expected) => {
      const res = await get(email, api.mySchools.path);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(expected);
    });
  });

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
      const [lakeshore] = await db
        .insert(schema.announcements)
        .values([
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
        ])
        .returning();
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
      const mine = await db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.userId, await userId(demoEmails.teacher)));
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
      const [row] = await db.select().from(schema.bugReports).where(eq(schema.bugReports.id, res.json().data._id));
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
      const seconds = async () =>
        (
          await db
            .select()
            .from(schema.timeSpent)
            .where(and(eq(schema.timeSpent.userId, teacher), eq(schema.timeSpent.day, today)))
        )[0]?.seconds ?? 0;
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

  describe("parent's children", () => {
    it('lists the two children with their courses, completion, average score and last activity', async () => {
      const res = await get(demoEmails.parent, api.parentChildren.path);
      expect(res.statusCode).toBe(200);
      const children = res.json().data.map((c: unknown) => childSchema.parse(c));
      expect(children.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`)).toEqual([
        'Ella Morgan',
        'Leo Morgan',
      ]);
      expect(children.map((c: { gradeSection: { name: string } }) => c.gradeSection.name)).toEqual(['6-A', '8-A']);
      for (const child of children) {
        expect(child.school).toEqual({ _id: school.A, name: names.A });
        expect(child.courses.length).toBeGreaterThan(0);
        for (const course of child.courses) await expectMatchesDatabase(child._id, course);
      }
      expect(children[1].courses.map((c: { name: string }) => c.name)).toEqual(['Data and Algorithms', 'Web Design and JavaScript']);
    });

    /** The same figures computed the slow, obvious way in JavaScript. */
    async function expectMatchesDatabase(
      studentId: string,
      course: { _id: string; completion: number; averageScore: number | null; lastActivityAt: string | null; teacherName: string },
    ) {
      const [instance] = await db.select().from(schema.courseInstances).where(eq(schema.courseInstances.id, course._id));
      const items = await db.select().from(schema.contents).where(eq(schema.contents.courseId, instance!.courseId));
      const rows = await db
        .select()
        .from(schema.progress)
        .where(and(eq(schema.progress.studentId, studentId), eq(schema.progress.courseInstanceId, course._id)));
      const completed = rows.filter((r) => r.status === 'completed').length;
      expect(course.completion).toBeCloseTo((100 * completed) / items.length, 1);
      const graded = rows.filter((r) => r.score !== null).map((r) => r.score! / items.find((i) => i.id === r.contentId)!.maxScore!);
      if (graded.length === 0) expect(course.averageScore).toBeNull();
      else expect(course.averageScore).toBeCloseTo((100 * graded.reduce((a, b) => a + b, 0)) / graded.length, 1);
      const last = Math.max(...rows.map((r) => r.updatedAt.getTime()));
      expect(course.lastActivityAt).toBe(rows.length ? new Date(last).toISOString() : null);
      const [teacher] = await db.select().from(schema.users).where(eq(schema.users.id, instance!.teacherId));
      expect(course.teacherName).toBe(teacher!.name);
    }

    it('shows a parent only their own children', async () => {
      const other = await addUser('other-parent@demo.test', 'parent');
      const [child] = await db.select().from(schema.students).where(eq(schema.students.schoolId, school.C)).limit(1);
      await db.insert(schema.parentStudents).values({ parentId: other.id, studentId: child!.id });
      const theirs = (await get(other.email, api.parentChildren.path)).json().data;
      expect(theirs.map((c: { _id: string }) => c._id)).toEqual([child!.id]);
      const mine = (await get(demoEmails.parent, api.parentChildren.path)).json().data;
      expect(mine.map((c: { _id: string }) => c._id)).not.toContain(child!.id);

      const childless = await addUser('new-parent@demo.test', 'parent');
      expect((await get(childless.email, api.parentChildren.path)).json()).toEqual({ data: [] });
    });
  });

  describe('districts and schools', () => {
    it('lists all districts for the super admin and only their own for a district admin', async () => {
      const all = (await get(demoEmails.super, api.districtsAll.path)).json().data.map((d: unknown) => districtSchema.parse(d));
      expect(all.map((d: { name: string; schoolCount: number }) => [d.name, d.schoolCount])).toEqual([
        ['Lakeshore District', 1],
        ['Riverside Unified', 2],
      ]);
      const own = (await get(demoEmails.district, api.districtsAll.path)).json().data;
      expect(own.map((d: { name: string }) => d.name)).toEqual(['Riverside Unified']);
    });

    it('lists schools with counts, scoped to the district or the school admin', async () => {
      const all = (await get(demoEmails.super, api.schoolsAll.path)).json().data.map((s: unknown) => schoolSchema.parse(s));
      expect(all.map((s: { name: string }) => s.name)).toEqual([names.B, names.C, names.A]);
      for (const s of all) {
        expect(s.studentCount).toBe(await db.$count(schema.students, eq(schema.students.schoolId, s._id)));
        const teachers = await db
          .select()
          .from(schema.userSchools)
          .innerJoin(schema.users, eq(schema.users.id, schema.userSchools.userId))
          .where(and(eq(schema.userSchools.schoolId, s._id), inArray(schema.users.role, ['teacher'])));
        expect(s.teacherCount).toBe(teachers.length);
        expect(s.teacherCount).toBeGreaterThan(0);
      }
      expect(all.find((s: { _id: string }) => s._id === school.C)._district.name).toBe('Lakeshore District');

      const district = (await get(demoEmails.district, api.schoolsAll.path)).json().data;
      expect(district.map((s: { _id: string }) => s._id).sort()).toEqual([school.A, school.B].sort());
      const admin = (await get(demoEmails.admin, api.schoolsAll.path)).json().data;
      expect(admin.map((s: { _id: string }) => s._id)).toEqual([school.A]);
    });

    it('shows nothing to a district admin without a district', async () => {
      const lonely = await addUser('lonely-district@demo.test', 'district-admin');
      expect((await get(lonely.email, api.districtsAll.path)).json()).toEqual({ data: [] });
      expect((await get(lonely.email, api.schoolsAll.path)).json()).toEqual({ data: [] });
    });
  });
});
