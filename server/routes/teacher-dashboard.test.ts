import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoint-table';
import { addToSchool, addUser } from '../test/accounts';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { type ClassFact, classesOf, gradeSectionsOf, schoolIdsOf, studentsOf, unknownId } from '../test/teacher-fixtures';

/** The school-scoped teacher calls: dashboard, counts, my courses, grades and grade sections. */
describe.each(databaseKinds)('teacher dashboard, courses and sections (%s)', (kind) => {
  let server: TestServer;
  let schoolA: string;
  let schoolB: string;
  let schoolC: string;
  let mine: ClassFact[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const db = server.database.db;
    mine = await classesOf(db, 'teacher@demo.test');
    schoolC = (await schoolIdsOf(db, 'teacher2@demo.test'))[0]!;
    schoolA = (await schoolIdsOf(db, 'admin@demo.test'))[0]!;
    schoolB = (await schoolIdsOf(db, 'teacher@demo.test')).find((id) => id !== schoolA)!;
    expect(schoolA && schoolB && schoolC).toBeTruthy();
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (email: string, url: string, schoolId?: string) =>
    server.as(email, { method: 'GET', url, ...(schoolId ? { schoolId } : {}) });
  const myCourses = (email: string, schoolId: string, payload: object = { pageSize: 500, page: 0 }) =>
    server.as(email, { method: 'POST', url: '/api/v1/teacher/mycourses/get', payload, schoolId });
  const inSchool = (schoolId: string) => mine.filter((c) => c.schoolId === schoolId);

  /** Distinct students of teacher@'s classes in a school, counted from the enrolments. */
  async function myStudentCount(schoolId: string) {
    const ids = new Set<string>();
    for (const c of inSchool(schoolId)) for (const s of await studentsOf(server.database.db, c.id)) ids.add(s);
    return ids.size;
  }

  describe('GET /api/teacher/dashboard/statistics', () => {
    it("answers the teacher's figures for the selected school only", async () => {
      for (const school of [schoolA, schoolB]) {
        const res = await get('teacher@demo.test', '/api/teacher/dashboard/statistics', school);
        expect(res.statusCode).toBe(200);
        const stats = endpoints.dashboardStatistics.response.parse(res.json().data);
        expect(stats.classCount).toBe(inSchool(school).length);
        expect(stats.studentCount).toBe(await myStudentCount(school));
        expect(stats.averageCompletion).toBeGreaterThan(0);
        expect(stats.averageScore).not.toBeNull();
        expect(stats.totalTimeSpentSeconds).toBeGreaterThan(0);
        expect(stats.averageTimeSpentSeconds).toBe(Math.round(stats.totalTimeSpentSeconds / stats.studentCount));
        expect(stats.activeStudentsThisWeek).toBeLessThanOrEqual(stats.studentCount);
      }
    });

    it('answers for the teacher’s first school (as my/schools lists them) without the schoolid header, as the seed calls it', async () => {
      const first = (await get('teacher@demo.test', '/api/v1/teacher/my/schools')).json().data[0]._id as string;
      for (const path of ['/api/teacher/dashboard/statistics', '/api/v1/teacher/school_progress']) {
        const bare = await get('teacher@demo.test', path);
        expect(bare.statusCode, bare.body).toBe(200);
        expect(bare.json().data).toEqual((await get('teacher@demo.test', path, first)).json().data);
      }
      // The header still narrows, and never widens.
      expect((await get('teacher@demo.test', '/api/teacher/dashboard/statistics', schoolC)).statusCode).toBe(403);
    });

    it('answers zeros, not an error, for a new teacher with no class yet', async () => {
      const db = server.database.db;
      const user = await addUser(db, 'new.teacher@demo.test', 'teacher', null, 'New Teacher');
      await addToSchool(db, user.id, schoolA);
      const stats = endpoints.dashboardStatistics.response.parse(
        (await get('new.teacher@demo.test', '/api/teacher/dashboard/statistics', schoolA)).json().data,
      );
      expect(stats).toEqual({
        studentCount: 0,
        classCount: 0,
        courseCount: 0,
        activeStudentsThisWeek: 0,
        completionsThisWeek: 0,
        totalTimeSpentSeconds: 0,
        averageTimeSpentSeconds: 0,
        averageCompletion: 0,
        averageScore: null,
        myTimeThisWeekSeconds: 0,
      });
      expect((await get('new.teacher@demo.test', '/api/v1/teacher/school_progress', schoolA)).json().data).toEqual([]);
      const page = (await myCourses('new.teacher@demo.test', schoolA)).json().data;
      expect(page).toEqual({ items: [], total: 0, page: 0, pageSize: 500 });
      const sections = endpoints.gradeSections.response.parse(
        (await get('new.teacher@demo.test', '/api/v1/teacher/grade/all-sections/', schoolA)).json().data,
      );
      expect(sections.every((section) => section.myStudentCount === 0)).toBe(true);
    });

    it('refuses a school that is not the teacher’s (403), a malformed header (400), parents and admins (403)', async () => {
      expect((await get('teacher@demo.test', '/api/teacher/dashboard/statistics', schoolC)).statusCode).toBe(403);
      expect((await get('teacher@demo.test', '/api/teacher/dashboard/statistics', 'not-a-uuid')).statusCode).toBe(400);
      expect((await get('parent@demo.test', '/api/teacher/dashboard/statistics', schoolA)).statusCode).toBe(403);
      expect((await get('admin@demo.test', '/api/teacher/dashboard/statistics', schoolA)).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: '/api/teacher/dashboard/statistics' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/teacher/school_progress', () => {
    it("answers one entry per class of the teacher's in the selected school, with completion 0–100", async () => {
      const res = await get('teacher@demo.test', '/api/v1/teacher/school_progress', schoolA);
      expect(res.statusCode).toBe(200);
      const bars = endpoints.schoolProgress.response.parse(res.json().data);
      expect(bars.map((b) => b._id).sort()).toEqual(
        inSchool(schoolA)
          .map((c) => c.id)
          .sort(),
      );
      for (const bar of bars) {
        expect(bar.studentCount).toBe((await studentsOf(server.database.db, bar._id)).length);
        expect(bar.gradeSection).toMatch(/\S/);
      }
      expect(bars.some((b) => b.completion > 0)).toBe(true);
    });

    it('keeps schools apart and refuses other roles', async () => {
      const b = endpoints.schoolProgress.response.parse(
        (await get('teacher@demo.test', '/api/v1/teacher/school_progress', schoolB)).json().data,
      );
      expect(b.map((x) => x._id).sort()).toEqual(
        inSchool(schoolB)
          .map((c) => c.id)
          .sort(),
      );
      expect((await get('teacher2@demo.test', '/api/v1/teacher/school_progress', schoolA)).statusCode).toBe(403);
      expect((await get('parent@demo.test', '/api/v1/teacher/school_progress', schoolA)).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/teacher/users/count', () => {
    it("counts the school's people and the teacher's share", async () => {
      const res = await get('teacher@demo.test', '/api/v1/teacher/users/count', schoolA);
      expect(res.statusCode).toBe(200);
      const counts = endpoints.usersCount.response.parse(res.json().data);
      expect(counts.myClasses).toBe(inSchool(schoolA).length);
      expect(counts.myStudents).toBe(await myStudentCount(schoolA));
      expect(counts.students).toBeGreaterThanOrEqual(counts.myStudents);
      expect(counts.teachers).toBeGreaterThanOrEqual(2); // teacher@ and teacher3@
      expect(counts.classes).toBeGreaterThan(counts.myClasses);
      expect(counts.gradeSections).toBe((await gradeSectionsOf(server.database.db, schoolA)).length);
      expect((await get('parent@demo.test', '/api/v1/teacher/users/count', schoolA)).statusCode).toBe(403);
      expect((await get('teacher@demo.test', '/api/v1/teacher/users/count', schoolC)).statusCode).toBe(403);
    });
  });

  describe('POST /api/v1/teacher/mycourses/get', () => {
    it("pages the teacher's classes in the selected school with course, grade section and progress", async () => {
      const res = await myCourses('teacher@demo.test', schoolA);
      expect(res.statusCode).toBe(200);
      const page = endpoints.myCourses.response.parse(res.json().data);
      expect(page).toMatchObject({ page: 0, pageSize: 500, total: inSchool(schoolA).length });
      expect(page.items.map((i) => i._id).sort()).toEqual(
        inSchool(schoolA)
          .map((c) => c.id)
          .sort(),
      );
      for (const item of page.items) {
        expect(item.school._id).toBe(schoolA);
        expect(item._course.name).toMatch(/\S/);
        expect(item.gradeSection.grade.level).toMatch(/\S/);
        expect(item.unitCount).toBeGreaterThan(0);
        expect(item.contentCount).toBeGreaterThan(0);
        expect(item.studentCount).toBe((await studentsOf(server.database.db, item._id)).length);
      }
    });

    it('pages (page 1 of size 1 is the second item) and never shows another school', async () => {
      const all = endpoints.myCourses.response.parse((await myCourses('teacher@demo.test', schoolA)).json().data);
      const second = endpoints.myCourses.response.parse(
        (await myCourses('teacher@demo.test', schoolA, { pageSize: 1, page: 1 })).json().data,
      );
      expect(second.items.map((i) => i._id)).toEqual([all.items[1]?._id]);
      expect(second.total).toBe(all.total);
      const b = endpoints.myCourses.response.parse((await myCourses('teacher@demo.test', schoolB)).json().data);
      expect(b.items.every((i) => i.school._id === schoolB)).toBe(true);
      const beyond = endpoints.myCourses.response.parse(
        (await myCourses('teacher@demo.test', schoolA, { pageSize: 500, page: 3 })).json().data,
      );
      expect(beyond).toMatchObject({ items: [], total: all.total });
      // The largest page the contract accepts is an empty page, not a database error.
      const last = await myCourses('teacher@demo.test', schoolA, { pageSize: 500, page: Number.MAX_SAFE_INTEGER });
      expect(last.statusCode).toBe(200);
      expect(last.json().data.items).toEqual([]);
    });

    it('refuses bad bodies (400 with paths), foreign schools and other roles', async () => {
      const bad = await myCourses('teacher@demo.test', schoolA, { pageSize: 501, page: 0, extra: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body.pageSize']));
      expect((await myCourses('teacher@demo.test', schoolA, { pageSize: 'x' })).statusCode).toBe(400);
      expect((await myCourses('teacher@demo.test', schoolC)).statusCode).toBe(403);
      expect((await myCourses('parent@demo.test', schoolA)).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/teacher/grades', () => {
    it('lists grade levels in order', async () => {
      const res = await get('teacher@demo.test', '/api/v1/teacher/grades');
      expect(res.statusCode).toBe(200);
      const grades = endpoints.grades.response.parse(res.json().data);
      expect(grades.length).toBeGreaterThan(0);
      const positions = grades.map((g) => g.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect((await get('parent@demo.test', '/api/v1/teacher/grades')).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/teacher/grade/all-sections/ and /grade/section/:id/students', () => {
    it("lists the selected school's sections with sizes and the teacher's share", async () => {
      const res = await get('teacher@demo.test', '/api/v1/teacher/grade/all-sections/', schoolA);
      expect(res.statusCode).toBe(200);
      const sections = endpoints.gradeSections.response.parse(res.json().data);
      const expected = await gradeSectionsOf(server.database.db, schoolA);
      expect(sections.map((s) => s._id).sort()).toEqual(expected.map((s) => s.id).sort());
      for (const s of sections) {
        expect(s.studentCount).toBe(expected.find((e) => e.id === s._id)?.students);
        expect(s.myStudentCount).toBeLessThanOrEqual(s.studentCount);
      }
      expect(sections.some((s) => s.myStudentCount > 0)).toBe(true);
      expect((await get('teacher@demo.test', '/api/v1/teacher/grade/all-sections/', schoolC)).statusCode).toBe(403);
      expect((await get('parent@demo.test', '/api/v1/teacher/grade/all-sections/', schoolA)).statusCode).toBe(403);
    });

    it("browses a section's students: only those in the teacher's classes, audited", async () => {
      const sections = endpoints.gradeSections.response.parse(
        (await get('teacher@demo.test', '/api/v1/teacher/grade/all-sections/', schoolA)).json().data,
      );
      const section = sections.find((s) => s.myStudentCount > 0)!;
      const res = await get('teacher@demo.test', `/api/v1/teacher/grade/section/${section._id}/students`, schoolA);
      expect(res.statusCode).toBe(200);
      const students = endpoints.gradeSectionStudents.response.parse(res.json().data);
      expect(students).toHaveLength(section.myStudentCount);
      const reachable = new Set<string>();
      for (const c of mine) for (const s of await studentsOf(server.database.db, c.id)) reachable.add(s);
      expect(students.every((s) => reachable.has(s._id))).toBe(true);
      const names = students.map((s) => `${s.lastName}\u0000${s.firstName}`);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it("answers 404 for another school's section (even one of the teacher's), unknown ids; 400 for malformed ids", async () => {
      const inB = (await gradeSectionsOf(server.database.db, schoolB))[0]!;
      expect((await get('teacher@demo.test', `/api/v1/teacher/grade/section/${inB.id}/students`, schoolA)).statusCode).toBe(404);
      expect((await get('teacher@demo.test', `/api/v1/teacher/grade/section/${inB.id}/students`, schoolB)).statusCode).toBe(200);
      const inC = (await gradeSectionsOf(server.database.db, schoolC))[0]!;
      expect((await get('teacher@demo.test', `/api/v1/teacher/grade/section/${inC.id}/students`, schoolA)).statusCode).toBe(404);
      expect((await get('teacher@demo.test', `/api/v1/teacher/grade/section/${unknownId}/students`, schoolA)).statusCode).toBe(404);
      const malformed = await get('teacher@demo.test', '/api/v1/teacher/grade/section/42/students', schoolA);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toEqual([expect.objectContaining({ path: 'params.id' })]);
      expect((await get('parent@demo.test', `/api/v1/teacher/grade/section/${inB.id}/students`, schoolA)).statusCode).toBe(403);
    });

    it('shows a colleague none of the teacher’s students they do not teach', async () => {
      const sections = endpoints.gradeSections.response.parse(
        (await get('teacher3@demo.test', '/api/v1/teacher/grade/all-sections/', schoolA)).json().data,
      );
      const theirs = await classesOf(server.database.db, 'teacher3@demo.test');
      const reachable = new Set<string>();
      for (const c of theirs) for (const s of await studentsOf(server.database.db, c.id)) reachable.add(s);
      for (const section of sections) {
        const students = endpoints.gradeSectionStudents.response.parse(
          (await get('teacher3@demo.test', `/api/v1/teacher/grade/section/${section._id}/students`, schoolA)).json().data,
        );
        expect(students.every((s) => reachable.has(s._id))).toBe(true);
      }
    });
  });
});
