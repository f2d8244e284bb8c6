import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import { buildPath } from '@/contract/path';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { bugReportById } from '../test/communication-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';
import {
  addBugReports,
  addErrorReports,
  addTimeRows,
  clearReports,
  dataUrl,
  jpegBytes,
  pngBytes,
  secondsByPage,
  userSchoolIds,
  webpBytes,
} from '../test/reports-fixtures';

const report = {
  title: 'Chart overlaps',
  description: 'The completion chart overlaps the legend at 390 px.',
  expected: 'The legend sits below the chart.',
  steps: '1. Open the dashboard\n2. Narrow the window',
  severity: 'high',
  path: '/teacher',
};

const fieldPaths = (res: { json(): { details?: Array<{ path: string }> } }) => (res.json().details ?? []).map((d) => d.path).sort();
const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds)('reports endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post, get } = suite;
  const patch = (email: string, url: string, payload: object) => suite.server.as(email, { method: 'PATCH', url, payload });
  const anonymous = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    suite.server.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const userId = (email: string) => userIdOf(suite.db, email);

  describe('POST /api/v1/teacher/bug-report', () => {
    it('stores every field, the author, and a screenshot typed by its bytes', async () => {
      // The data URL claims JPEG; the bytes are a PNG, and the bytes win.
      const res = await post(demoEmails.teacher, api.bugReport.path, { ...report, screenshot: dataUrl(pngBytes, 'image/jpeg') });
      expect(res.statusCode).toBe(201);
      const row = await bugReportById(suite.db, endpoints.bugReport.response.parse(res.json().data)._id);
      expect(row).toMatchObject({
        ...report,
        userId: await userId(demoEmails.teacher),
        status: 'open',
        screenshotType: 'image/png',
      });
      expect(Buffer.from(row!.screenshot!)).toEqual(pngBytes);

      for (const [bytes, type] of [
        [jpegBytes, 'image/jpeg'],
        [webpBytes, 'image/webp'],
      ] as const) {
        const typed = await post(demoEmails.admin, api.bugReport.path, {
          ...report,
          screenshot: dataUrl(bytes, 'application/octet-stream'),
        });
        expect(typed.statusCode).toBe(201);
        expect((await bugReportById(suite.db, typed.json().data._id))?.screenshotType).toBe(type);
      }
    });

    it('fills the optional fields with defaults', async () => {
      const res = await post(demoEmails.parent, api.bugReport.path, {
        title: 'Blank page',
        description: 'The page stayed blank after sign-in.',
      });
      expect(res.statusCode).toBe(201);
      expect(await bugReportById(suite.db, res.json().data._id)).toMatchObject({
        expected: '',
        steps: '',
        severity: 'normal',
        path: null,
        screenshot: null,
        screenshotType: null,
      });
    });

    it('answers 400 with the field paths of what is wrong', async () => {
      const bad = await post(demoEmails.teacher2, api.bugReport.path, {
        title: 'x',
        description: 'short',
        expected: 'e'.repeat(2001),
        severity: 'urgent',
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldPaths(bad)).toEqual(['body.description', 'body.expected', 'body.severity', 'body.title']);
    });

    it('refuses a screenshot that is not an image by its bytes (400) or larger than 2 MB (413)', async () => {
      // A text file renamed to .png: the browser reads it as image/png, its bytes are text.
      const renamed = await post(demoEmails.teacher2, api.bugReport.path, {
        ...report,
        screenshot: dataUrl(Buffer.from('just some notes, not a picture'), 'image/png'),
      });
      expect(renamed.statusCode).toBe(400);
      expect(fieldPaths(renamed)).toEqual(['body.screenshot']);

      const notBase64 = await post(demoEmails.teacher2, api.bugReport.path, { ...report, screenshot: 'data:image/png,%89PNG' });
      expect(notBase64.statusCode).toBe(400);
      expect(fieldPaths(notBase64)).toEqual(['body.screenshot']);

      const notDataUrl = await post(demoEmails.teacher2, api.bugReport.path, { ...report, screenshot: 'https://example.com/x.png' });
      expect(fieldPaths(notDataUrl)).toEqual(['body.screenshot']);

      // 2 MiB + 1 byte decoded: within the body limit, over the screenshot's.
      const big = Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024 + 1 - pngBytes.length)]);
      const tooBig = await post(demoEmails.teacher2, api.bugReport.path, { ...report, screenshot: dataUrl(big) });
      expect(tooBig.statusCode).toBe(413);
      expect(fieldPaths(tooBig)).toEqual(['body.screenshot']);

      // Over the endpoint's body limit: refused before it is parsed.
      const huge = await post(demoEmails.teacher2, api.bugReport.path, {
        ...report,
        screenshot: `data:image/png;base64,${'A'.repeat(3_200_000)}`,
      });
      expect(huge.statusCode).toBe(413);
    });

    it('answers 429 with Retry-After past 10 reports an hour per user, and 401 without a token', async () => {
      const email = 'teacher4@demo.test';
      for (let i = 0; i < 10; i++) expect((await post(email, api.bugReport.path, report)).statusCode).toBe(201);
      const limited = await post(email, api.bugReport.path, report);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not held back.
      expect((await post(demoEmails.district, api.bugReport.path, report)).statusCode).toBe(201);
      expect((await anonymous('POST', api.bugReport.path, report)).statusCode).toBe(401);
    });
  });

  describe('bug report triage (super admin)', () => {
    const list = (body: object, email: string = demoEmails.super) => post(email, api.bugReportList.path, body);

    async function seedReports() {
      await clearReports(suite.db);
      const teacher = await userId(demoEmails.teacher);
      const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
      return addBugReports(suite.db, [
        { userId: teacher, title: 'Gradebook save fails', description: 'Saving shows an error', severity: 'blocking', createdAt: day(1) },
        {
          userId: teacher,
          title: 'Typo on dashboard',
          description: 'Completon is misspelt',
          severity: 'low',
          status: 'closed',
          createdAt: day(2),
        },
        { userId: null, title: 'Chart 100% wide', description: 'The chart overflows', path: '/teacher', createdAt: day(3) },
        {
          userId: teacher,
          title: 'Slow roster',
          description: 'Takes ten seconds',
          status: 'in-progress',
          createdAt: day(4),
          screenshot: pngBytes,
          screenshotType: 'image/png',
        },
      ]);
    }

    it('lists reports newest first with reporter and paging, filtered by status and search', async () => {
      await seedReports();
      const all = await list({ page: 0, pageSize: 20 });
      expect(all.statusCode).toBe(200);
      const page = endpoints.bugReportList.response.parse(all.json().data);
      expect(page.total).toBe(4);
      expect(page.items.map((r) => r.title)).toEqual(['Slow roster', 'Chart 100% wide', 'Typo on dashboard', 'Gradebook save fails']);
      expect(page.items[0]).toMatchObject({
        status: 'in-progress',
        severity: 'normal',
        hasScreenshot: true,
        reporter: { _id: await userId(demoEmails.teacher), name: 'Alex Rivera', email: demoEmails.teacher },
      });
      expect(page.items[1]).toMatchObject({ reporter: null, path: '/teacher', hasScreenshot: false });

      const second = (await list({ page: 1, pageSize: 2 })).json().data;
      expect(second).toMatchObject({ total: 4, page: 1, pageSize: 2 });
      expect(second.items.map((r: { title: string }) => r.title)).toEqual(['Typo on dashboard', 'Gradebook save fails']);

      const open = (await list({ status: 'open' })).json().data;
      expect(open.items.map((r: { title: string }) => r.title)).toEqual(['Chart 100% wide', 'Gradebook save fails']);
      expect(open.total).toBe(2);

      // Search matches title, description or page, case-insensitively; % is a character, not a wildcard.
      expect((await list({ search: 'COMPLETON' })).json().data.items.map((r: { title: string }) => r.title)).toEqual(['Typo on dashboard']);
      expect((await list({ search: '100%' })).json().data.total).toBe(1);
      expect((await list({ search: '%' })).json().data.total).toBe(1);
      expect((await list({ search: 'roster', status: 'closed' })).json().data.total).toBe(0);

      const bad = await list({ status: 'done', pageSize: 0 });
      expect(bad.statusCode).toBe(400);
      expect(fieldPaths(bad)).toEqual(['body.pageSize', 'body.status']);
    });

    it('shows one report in full with its screenshot, and moves it in triage', async () => {
      const [, , , slow] = await seedReports();
      const detail = await get(demoEmails.super, buildPath(api.bugReportDetail.path, { id: slow!.id }));
      expect(detail.statusCode).toBe(200);
      expect(endpoints.bugReportDetail.response.parse(detail.json().data)).toMatchObject({
        title: 'Slow roster',
        description: 'Takes ten seconds',
        expected: '',
        steps: '',
        screenshot: dataUrl(pngBytes),
      });

      const url = buildPath(api.bugReportStatus.path, { id: slow!.id });
      const moved = await patch(demoEmails.super, url, { status: 'closed' });
      expect(moved.statusCode).toBe(200);
      const summary = endpoints.bugReportStatus.response.parse(moved.json().data);
      expect(summary).toMatchObject({ _id: slow!.id, status: 'closed' });
      expect(Date.parse(summary.updatedAt)).toBeGreaterThan(Date.parse(summary.createdAt));
      expect((await list({ status: 'closed' })).json().data.total).toBe(2);

      expect((await patch(demoEmails.super, url, { status: 'fixed' })).statusCode).toBe(400);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await patch(demoEmails.super, buildPath(api.bugReportStatus.path, { id: unknown }), { status: 'open' })).statusCode).toBe(
        404,
      );
      expect((await get(demoEmails.super, buildPath(api.bugReportDetail.path, { id: unknown }))).statusCode).toBe(404);
      expect((await get(demoEmails.super, buildPath(api.bugReportDetail.path, { id: 'nope' }))).statusCode).toBe(400);
    });

    it('is for the super admin only: 403 for every other role, 401 without a token', async () => {
      const [first] = await seedReports();
      const detail = buildPath(api.bugReportDetail.path, { id: first!.id });
      const status = buildPath(api.bugReportStatus.path, { id: first!.id });
      for (const email of [demoEmails.district, demoEmails.admin, demoEmails.teacher, demoEmails.parent]) {
        expect((await list({}, email)).statusCode).toBe(403);
        expect((await get(email, detail)).statusCode).toBe(403);
        expect((await patch(email, status, { status: 'closed' })).statusCode).toBe(403);
        expect((await post(email, api.crashReportGroups.path, {})).statusCode).toBe(403);
      }
      expect((await anonymous('POST', api.bugReportList.path, {})).statusCode).toBe(401);
      expect((await anonymous('GET', detail)).statusCode).toBe(401);
      expect((await anonymous('PATCH', status, { status: 'closed' })).statusCode).toBe(401);
      expect((await anonymous('POST', api.crashReportGroups.path, {})).statusCode).toBe(401);
      expect((await bugReportById(suite.db, first!.id))?.status).toBe('open');
    });
  });

  describe('POST /api/v1/sup-admin/crash-report/groups', () => {
    it('groups crash reports by their first line, with counts, users, first and last seen and a sample', async () => {
      await clearReports(suite.db);
      const [teacher, parent] = [await userId(demoEmails.teacher), await userId(demoEmails.parent)];
      const at = (hour: number) => new Date(Date.UTC(2026, 1, 1, hour));
      await addErrorReports(suite.db, [
        { userId: teacher, error: 'TypeError: x is undefined\n    at a.js:1', path: '/teacher', createdAt: at(1) },
        {
          userId: teacher,
          error: 'TypeError: x is undefined\n    at b.js:9',
          path: '/teacher/students',
          createdAt: at(3),
          userAgent: 'UA-3',
        },
        { userId: parent, error: 'TypeError: x is undefined', path: '/parent', createdAt: at(2) },
        { userId: null, error: 'TypeError: x is undefined', path: '/sign-in', createdAt: at(0) },
        { userId: null, error: 'RangeError: too deep\n    at c.js:2', path: '/gradebook', createdAt: at(5), userAgent: 'UA-5' },
      ]);
      const res = await post(demoEmails.super, api.crashReportGroups.path, { page: 0, pageSize: 20 });
      expect(res.statusCode).toBe(200);
      const page = endpoints.crashReportGroups.response.parse(res.json().data);
      expect(page).toMatchObject({ total: 2, page: 0, pageSize: 20 });
      expect(page.items).toEqual([
        {
          message: 'RangeError: too deep',
          count: 1,
          usersAffected: 0,
          firstSeen: at(5).toISOString(),
          lastSeen: at(5).toISOString(),
          samplePath: '/gradebook',
          sampleUserAgent: 'UA-5',
          sampleError: 'RangeError: too deep\n    at c.js:2',
        },
        {
          message: 'TypeError: x is undefined',
          count: 4,
          usersAffected: 2,
          firstSeen: at(0).toISOString(),
          lastSeen: at(3).toISOString(),
          samplePath: '/teacher/students',
          sampleUserAgent: 'UA-3',
          sampleError: 'TypeError: x is undefined\n    at b.js:9',
        },
      ]);

      const second = (await post(demoEmails.super, api.crashReportGroups.path, { page: 1, pageSize: 1 })).json().data;
      expect(second).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(second.items.map((g: { message: string }) => g.message)).toEqual(['TypeError: x is undefined']);
      // Past the end: no rows, the total still right.
      expect((await post(demoEmails.super, api.crashReportGroups.path, { page: 5, pageSize: 1 })).json().data).toMatchObject({
        items: [],
        total: 2,
      });
      // Search reads the whole error text and the page.
      const found = (await post(demoEmails.super, api.crashReportGroups.path, { search: 'b.js' })).json().data;
      expect(found.items).toMatchObject([{ message: 'TypeError: x is undefined', count: 1 }]);
      expect((await post(demoEmails.super, api.crashReportGroups.path, { search: '/gradebook' })).json().data.total).toBe(1);
    });
  });

  describe('POST /api/v1/teacher/time-spent/add', () => {
    it('stores seconds per user, day and page', async () => {
      const email = 'teacher3@demo.test';
      const teacher = await userId(email);
      const before = await secondsByPage(suite.db, teacher, today());
      for (const body of [
        { time: 120, page: '/teacher' },
        { time: 301, page: '/teacher' },
        { time: 3600, page: '/teacher/students' },
        { time: 5 },
      ]) {
        expect((await post(email, api.timeSpent.path, body)).json()).toEqual({ data: { ok: true } });
      }
      const after = await secondsByPage(suite.db, teacher, today());
      const plus = (page: string) => (after[page] ?? 0) - (before[page] ?? 0);
      expect([plus('/teacher'), plus('/teacher/students'), plus('')]).toEqual([421, 3600, 5]);
      // Another user's rows are their own.
      expect(await secondsByPage(suite.db, await userId(demoEmails.teacher2), today())).not.toHaveProperty('/teacher/students', 3600);
    });

    it('refuses values outside 0 < time ≤ 3600 and long pages with 400', async () => {
      for (const time of [0, -5, 1.5, '60', 3601]) {
        const res = await post(demoEmails.teacher2, api.timeSpent.path, { time });
        expect(res.statusCode).toBe(400);
        expect(fieldPaths(res)).toEqual(['body.time']);
      }
      const long = await post(demoEmails.teacher2, api.timeSpent.path, { time: 5, page: `/${'p'.repeat(200)}` });
      expect(fieldPaths(long)).toEqual(['body.page']);
      expect((await anonymous('POST', api.timeSpent.path, { time: 5 })).statusCode).toBe(401);
    });

    it("caps a day's total over all pages at 24 hours", async () => {
      const teacher = await userId(demoEmails.admin);
      const day = today();
      const total = async () => Object.values(await secondsByPage(suite.db, teacher, day)).reduce((a, b) => a + b, 0);
      const spent = await total();
      await addTimeRows(suite.db, [{ userId: teacher, day, page: '/filler', seconds: 86_400 - spent - 100 }]);
      await post(demoEmails.admin, api.timeSpent.path, { time: 3600, page: '/admin' });
      expect(await total()).toBe(86_400);
      expect((await secondsByPage(suite.db, teacher, day))['/admin']).toBe(100);
      // A full day takes no more, and still answers ok (the client has nothing to retry).
      expect((await post(demoEmails.admin, api.timeSpent.path, { time: 60, page: '/other' })).statusCode).toBe(200);
      expect(await total()).toBe(86_400);
    });

    it("feeds the teacher dashboard's own time this week", async () => {
      const email = demoEmails.teacher;
      const teacher = await userId(email);
      const [school] = await userSchoolIds(suite.db, teacher);
      const stats = async () =>
        endpoints.dashboardStatistics.response.parse((await get(email, api.dashboardStatistics.path, school)).json().data);
      const before = (await stats()).myTimeThisWeekSeconds;
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
      await addTimeRows(suite.db, [{ userId: teacher, day: eightDaysAgo, page: '/old', seconds: 999 }]);
      await post(email, api.timeSpent.path, { time: 90, page: '/teacher' });
      expect((await stats()).myTimeThisWeekSeconds).toBe(before + 90);
    });
  });
});
