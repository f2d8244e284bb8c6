import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoint-table';
import { databaseKinds, serverSuite } from '../test/harness';
import {
  aTeacherOf,
  auditRowsFor,
  type ClassFact,
  childrenOf,
  classesOf,
  classItemAverage,
  completionFacts,
  schoolIdsOf,
  studentOutside,
  studentsOf,
  unknownId,
} from '../test/teacher-fixtures';

const studentPaths = {
  studentGet: (id: string) => `/api/v1/teacher/student/get/${id}`,
  studentProgress: (id: string) => `/api/v1/teacher/student/progress/${id}`,
  studentActivityPerformance: (id: string) => `/api/v1/teacher/student/activity/performance/${id}`,
  studentLabPerformance: (id: string) => `/api/v1/teacher/student/lab/performance/${id}`,
  studentQuizPerformance: (id: string) => `/api/v1/teacher/student/quiz/performance/${id}`,
} as const;
const auditActions = {
  studentGet: 'student.read',
  studentProgress: 'student.progress.read',
  studentActivityPerformance: 'student.activity_performance.read',
  studentLabPerformance: 'student.lab_performance.read',
  studentQuizPerformance: 'student.quiz_performance.read',
} as const;

/** A class roster and a student's record: scope, shape, and the audit log. */
describe.each(databaseKinds)('teacher roster and students (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get } = suite;
  let mine: ClassFact[];
  let cls: ClassFact;
  let roster: string[];
  let student: string;
  let outsider: string;
  let colleagueClass: ClassFact;

  beforeAll(async () => {
    const { db } = suite;
    mine = await classesOf(db, 'teacher@demo.test');
    cls = mine[0]!;
    roster = await studentsOf(db, cls.id);
    student = roster[0]!;
    outsider = await studentOutside(db, 'teacher@demo.test');
    const schoolA = (await schoolIdsOf(db, 'admin@demo.test'))[0]!;
    colleagueClass = (await classesOf(db, 'teacher3@demo.test')).find((c) => c.schoolId === schoolA)!;
  });
  const rosterUrl = (id: string) => `/api/v1/teacher/course/enrolled/students/instance-id/${id}`;

  describe('GET /api/v1/teacher/course/enrolled/students/instance-id/:id', () => {
    it('answers every enrolled student by last name with progress in this class, and audits the read', async () => {
      const res = await get('teacher@demo.test', rosterUrl(cls.id));
      expect(res.statusCode).toBe(200);
      const rows = endpoints.enrolledStudents.response.parse(res.json().data);
      expect(rows.map((r) => r._id).sort()).toEqual([...roster].sort());
      const names = rows.map((r) => `${r.lastName}\u0000${r.firstName}`);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      // Completion checked against the progress rows themselves.
      for (const row of rows.slice(0, 3)) {
        const facts = await completionFacts(suite.db, cls.id, row._id);
        expect(row.completedCount).toBe(facts.completed);
        expect(row.completion).toBeCloseTo((100 * facts.completed) / facts.items, 1);
      }
      expect(rows.some((r) => r.lastActivityAt !== null && r.timeSpentSeconds > 0)).toBe(true);
      expect(await auditRowsFor(suite.db, cls.id)).toContainEqual({
        actor: 'teacher@demo.test',
        action: 'course_instance.roster.read',
        entity: 'course_instance',
        entityId: cls.id,
      });
    });

    it('sends the roster kept ready gzipped to a client that accepts gzip, the same answer, and audits every read', async () => {
      const ask = (headers: Record<string, string>) =>
        suite.server.as('teacher@demo.test', { method: 'GET', url: rosterUrl(cls.id), headers });
      const made = await ask({});
      const audited = (await auditRowsFor(suite.db, cls.id)).length;
      const hits = suite.server.app.answerCache!.hits;
      const gzipped = await ask({ 'accept-encoding': 'gzip, deflate, br' });
      expect(gzipped.statusCode).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toBe('accept-encoding');
      expect(gzipped.rawPayload.length).toBeLessThan(made.rawPayload.length / 2);
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(made.body);
      const refused = await ask({ 'accept-encoding': 'gzip;q=0, identity' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(made.body);
      // Both came from memory, and each still wrote its audit row.
      expect(suite.server.app.answerCache!.hits - hits).toBe(2);
      expect((await auditRowsFor(suite.db, cls.id)).length).toBe(audited + 2);
    });

    it("answers 404 (and writes no audit row) for another teacher's class, in another school or the same one", async () => {
      const before = (await auditRowsFor(suite.db, cls.id)).length;
      expect((await get('teacher2@demo.test', rosterUrl(cls.id))).statusCode).toBe(404);
      expect(await auditRowsFor(suite.db, cls.id)).toHaveLength(before);
      expect((await get('teacher@demo.test', rosterUrl(colleagueClass.id))).statusCode).toBe(404);
      // A schoolid header never widens access: the colleague's school is teacher@'s too.
      expect((await get('teacher@demo.test', rosterUrl(colleagueClass.id), colleagueClass.schoolId)).statusCode).toBe(404);
    });

    it('answers 404 unknown, 400 malformed, 403 parents and admins', async () => {
      expect((await get('teacher@demo.test', rosterUrl(unknownId))).statusCode).toBe(404);
      expect((await get('teacher@demo.test', rosterUrl('123'))).statusCode).toBe(400);
      expect((await get('parent@demo.test', rosterUrl(cls.id))).statusCode).toBe(403);
      expect((await get('admin@demo.test', rosterUrl(cls.id))).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/teacher/student/get/:id', () => {
    it("answers the profile with school, grade section, parents and the teacher's classes of the student", async () => {
      const res = await get('teacher@demo.test', studentPaths.studentGet(student));
      expect(res.statusCode).toBe(200);
      const profile = endpoints.studentGet.response.parse(res.json().data);
      expect(profile._id).toBe(student);
      expect(profile.courses.map((c) => c._id)).toContain(cls.id);
      const mineIds = new Set(mine.map((c) => c.id));
      expect(profile.courses.every((c) => mineIds.has(c._id))).toBe(true);
      expect(profile.school._id).toBe(cls.schoolId);
    });

    it("lists a parent's name on their child's record", async () => {
      const db = suite.db;
      const child = (await childrenOf(db, 'parent@demo.test'))[0]!;
      const teacher = await aTeacherOf(db, child);
      const profile = endpoints.studentGet.response.parse((await get(teacher, studentPaths.studentGet(child))).json().data);
      expect(profile.parents.map((p) => p.email)).toContain('parent@demo.test');
    });
  });

  describe('GET /api/v1/teacher/student/progress/:id', () => {
    it("answers per class of the teacher's, per unit in order, figures that add up", async () => {
      const res = await get('teacher@demo.test', studentPaths.studentProgress(student));
      expect(res.statusCode).toBe(200);
      const progress = endpoints.studentProgress.response.parse(res.json().data);
      const entry = progress.find((p) => p.courseInstance._id === cls.id)!;
      expect(entry).toBeDefined();
      const facts = await completionFacts(suite.db, cls.id, student);
      expect(entry.sections.reduce((n, s) => n + s.completedCount, 0)).toBe(facts.completed);
      expect(entry.sections.reduce((n, s) => n + s.contentCount, 0)).toBe(facts.items);
      expect(entry.completion).toBeCloseTo((100 * facts.completed) / facts.items, 1);
      const positions = entry.sections.map((s) => s.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  });

  describe('GET /api/v1/teacher/student/{activity,lab,quiz}/performance/:id', () => {
    it('answers per class a series of scored items of that kind, each with the class average', async () => {
      let points = 0;
      for (const name of ['studentActivityPerformance', 'studentLabPerformance', 'studentQuizPerformance'] as const) {
        const res = await get('teacher@demo.test', studentPaths[name](student));
        expect(res.statusCode, name).toBe(200);
        const series = endpoints[name].response.parse(res.json().data);
        expect(series.map((s) => s.courseInstance._id)).toContain(cls.id);
        for (const s of series) {
          points += s.points.length;
          // The student's own score is part of the class average, so an average exists for every point.
          for (const p of s.points) expect(p.classAverage).not.toBeNull();
          // And it is the class's, not the whole school's: the enrolled students of this class on this item.
          for (const p of s.points.slice(0, 5)) {
            expect(p.classAverage, p.title).toBeCloseTo((await classItemAverage(suite.db, s.courseInstance._id, p.contentId)) ?? -1, 0);
          }
          const order = s.points.map((p) => p.unit.position);
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }
      expect(points).toBeGreaterThan(0);
    });
  });

  describe('every student call', () => {
    it('writes one audit row per read: who, what, which student', async () => {
      const db = suite.db;
      const before = await auditRowsFor(db, student);
      for (const name of Object.keys(studentPaths) as Array<keyof typeof studentPaths>) {
        expect((await get('teacher@demo.test', studentPaths[name](student))).statusCode).toBe(200);
      }
      const after = await auditRowsFor(db, student);
      expect(after.slice(before.length)).toEqual(
        Object.values(auditActions).map((action) => ({ actor: 'teacher@demo.test', action, entity: 'student', entityId: student })),
      );
    });

    it("answers 404 without an audit row for a student outside the teacher's classes (another school or a colleague's)", async () => {
      const db = suite.db;
      for (const name of Object.keys(studentPaths) as Array<keyof typeof studentPaths>) {
        expect((await get('teacher@demo.test', studentPaths[name](outsider))).statusCode, name).toBe(404);
        expect((await get('teacher2@demo.test', studentPaths[name](student))).statusCode, name).toBe(404);
      }
      expect((await auditRowsFor(db, outsider)).filter((r) => r.actor === 'teacher@demo.test')).toEqual([]);
      expect((await auditRowsFor(db, student)).filter((r) => r.actor === 'teacher2@demo.test')).toEqual([]);
      // A colleague in the same school cannot open teacher@'s students who are not in their classes.
      const colleagueStudents = new Set<string>();
      for (const c of await classesOf(db, 'teacher3@demo.test')) for (const s of await studentsOf(db, c.id)) colleagueStudents.add(s);
      const notTheirs = roster.find((s) => !colleagueStudents.has(s));
      if (notTheirs) expect((await get('teacher3@demo.test', studentPaths.studentGet(notTheirs))).statusCode).toBe(404);
    });

    it('answers 404 unknown, 400 malformed, 403 parents (even for their own child) and admins', async () => {
      for (const name of Object.keys(studentPaths) as Array<keyof typeof studentPaths>) {
        expect((await get('teacher@demo.test', studentPaths[name](unknownId))).statusCode, name).toBe(404);
        const malformed = await get('teacher@demo.test', studentPaths[name]('x'.repeat(36)));
        expect(malformed.statusCode, name).toBe(400);
        expect(malformed.json().details, name).toEqual([expect.objectContaining({ path: 'params.id' })]);
        expect((await get('parent@demo.test', studentPaths[name](student))).statusCode, name).toBe(403);
        expect((await get('admin@demo.test', studentPaths[name](student))).statusCode, name).toBe(403);
      }
    });
  });
});
