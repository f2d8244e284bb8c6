import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { adminClassDetailSchema, catalogueCourseDetailSchema, catalogueCourseSchema } from '@/contract/schemas/courses';
import { auditLog, courses, enrollments } from '../db/schema';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addToSchool, addUser } from '../test/accounts';
import { classExists, classOfSchool, studentsNotIn, studentWithProgress } from '../test/courses-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';
import { rollupMismatches } from '../test/rollup-truth';

const school = { A: id('school/A'), C: id('school/C') };
const path = (p: string, params: Record<string, string> = {}) => buildPath(p, params);

async function auditCount(db: Parameters<typeof rollupMismatches>[0], action: string, entityId: string) {
  return (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
  ).length;
}

/** The catalogue (super admin writes, admins read) and the classes of a school (admins within reach). */
describe.each(databaseKinds)('course consoles (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;

  describe('the catalogue', () => {
    it('lists courses paged, searched and sorted in SQL', async () => {
      const all = await post(demoEmails.admin, api.catalogueCourses.path, { page: 0, pageSize: 2 });
      expect(all.statusCode).toBe(200);
      const page = all.json().data;
      expect(page.items).toHaveLength(2);
      expect(page.total).toBe(4);
      for (const item of page.items) catalogueCourseSchema.parse(item);
      const names = (await post(demoEmails.admin, api.catalogueCourses.path, { pageSize: 10, sort: 'name', dir: 'desc' }))
        .json()
        .data.items.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => b.toLowerCase().localeCompare(a.toLowerCase())));
      const first = page.items[0].name as string;
      const searched = (await post(demoEmails.district, api.catalogueCourses.path, { q: first.slice(0, 6) })).json().data;
      expect(searched.items.map((c: { name: string }) => c.name)).toContain(first);
      const none = (await post(demoEmails.super, api.catalogueCourses.path, { q: 'no course is called this' })).json().data;
      expect(none).toMatchObject({ items: [], total: 0 });
      expect((await post(demoEmails.super, api.catalogueCourses.path, { sort: 'nope' })).statusCode).toBe(400);
    });

    it('shows a course with its units and items in order', async () => {
      const { courseId } = await classOfSchool(suite.db, school.A);
      const res = await get(demoEmails.admin, path(api.catalogueCourse.path, { id: courseId }));
      expect(res.statusCode).toBe(200);
      const course = catalogueCourseDetailSchema.parse(res.json().data);
      expect(course.units.length).toBeGreaterThan(0);
      expect(course.units.map((u) => u.position)).toEqual([...course.units.map((u) => u.position)].sort((a, b) => a - b));
      expect(course.classCount).toBeGreaterThan(0);
      expect(course.progressCount).toBeGreaterThan(0);
    });

    it('lets the super admin build a course: units, items, edits, moves and deletes, each audited', async () => {
      const created = await post(demoEmails.super, api.courseCreate.path, {
        name: 'Robotics',
        description: 'Build bots',
        gradeBand: '6–8',
      });
      expect(created.statusCode).toBe(201);
      const courseId = created.json().data._id as string;
      expect(await auditCount(suite.db, 'course.create', courseId)).toBe(1);

      const unit = async (name: string) =>
        (await post(demoEmails.super, path(api.unitCreate.path, { id: courseId }), { name, level: 2 })).json().data._id as string;
      const u1 = await unit('Sensors');
      const u2 = await unit('Motors');
      const item = async (unitId: string, title: string, kind = 'lesson', maxScore: number | null = null) => {
        const res = await post(demoEmails.super, path(api.contentCreate.path, { id: unitId }), {
          title,
          kind,
          body: `# ${title}\n\n$x^2$`,
          maxScore,
        });
        expect(res.statusCode).toBe(201);
        return res.json().data._id as string;
      };
      const c1 = await item(u1, 'Light');
      const c2 = await item(u1, 'Sound quiz', 'quiz', 10);
      // A lesson with a max score, or a quiz without: 400 on body.maxScore.
      const bad = await post(demoEmails.super, path(api.contentCreate.path, { id: u1 }), { title: 'x', kind: 'quiz', body: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe('body.maxScore');

      expect((await post(demoEmails.super, path(api.unitMove.path, { id: u2 }), { direction: 'up' })).statusCode).toBe(200);
      expect((await post(demoEmails.super, path(api.contentMove.path, { id: c1 }), { direction: 'down' })).statusCode).toBe(200);
      // At the end: nothing moves, still 200.
      expect((await post(demoEmails.super, path(api.contentMove.path, { id: c1 }), { direction: 'down' })).statusCode).toBe(200);
      const edited = await post(demoEmails.super, path(api.contentUpdate.path, { id: c1 }), {
        title: 'Light sensors',
        kind: 'lesson',
        body: 'New body',
        minutes: 20,
      });
      expect(edited.json().data).toMatchObject({ title: 'Light sensors', minutes: 20 });
      const body = (await get(demoEmails.admin, path(api.adminContentItem.path, { id: c1 }))).json().data.body;
      expect(body).toBe('New body');

      const detail = catalogueCourseDetailSchema.parse(
        (await get(demoEmails.super, path(api.catalogueCourse.path, { id: courseId }))).json().data,
      );
      expect(detail.units.map((u) => u.name)).toEqual(['Motors', 'Sensors']);
      expect(detail.units[1]!.contents.map((c) => c.title)).toEqual(['Sound quiz', 'Light sensors']);
      expect(detail.units.map((u) => u.position)).toEqual([1, 2]);

      expect((await post(demoEmails.super, path(api.contentDelete.path, { id: c2 }))).json().data).toEqual({ units: 0, contents: 1 });
      expect((await post(demoEmails.super, path(api.unitDelete.path, { id: u1 }))).json().data).toEqual({ units: 1, contents: 1 });
      expect((await post(demoEmails.super, path(api.courseDelete.path, { id: courseId }))).json().data).toEqual({ units: 1, contents: 0 });
      expect(await suite.db.select().from(courses).where(eq(courses.id, courseId))).toEqual([]);
      for (const action of ['unit.move', 'content.move', 'content.update', 'content.delete']) {
        expect((await suite.db.select().from(auditLog).where(eq(auditLog.action, action))).length, action).toBeGreaterThan(0);
      }
      expect(await auditCount(suite.db, 'course.delete', courseId)).toBe(1);
    });

    it('refuses to delete what students have worked on (409), and deletes nothing', async () => {
      const { courseId } = await classOfSchool(suite.db, school.A);
      const course = catalogueCourseDetailSchema.parse(
        (await get(demoEmails.super, path(api.catalogueCourse.path, { id: courseId }))).json().data,
      );
      const res = await post(demoEmails.super, path(api.courseDelete.path, { id: courseId }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/taught as \d+ class/);
      const usedUnit = course.units.find((u) => u.contents.some((c) => c.progressCount > 0))!;
      expect((await post(demoEmails.super, path(api.unitDelete.path, { id: usedUnit._id }))).statusCode).toBe(409);
      const usedItem = usedUnit.contents.find((c) => c.progressCount > 0)!;
      expect((await post(demoEmails.super, path(api.contentDelete.path, { id: usedItem._id }))).statusCode).toBe(409);
      expect((await get(demoEmails.super, path(api.catalogueCourse.path, { id: courseId }))).json().data.contentCount).toBe(
        course.contentCount,
      );
    });

    it('re-scores the rollups when a max score changes', async () => {
      const { courseId } = await classOfSchool(suite.db, school.A);
      const course = catalogueCourseDetailSchema.parse(
        (await get(demoEmails.super, path(api.catalogueCourse.path, { id: courseId }))).json().data,
      );
      const graded = course.units.flatMap((u) => u.contents).find((c) => c.maxScore !== null && c.progressCount > 0)!;
      const detail = (await get(demoEmails.super, path(api.adminContentItem.path, { id: graded._id }))).json().data;
      const res = await post(demoEmails.super, path(api.contentUpdate.path, { id: graded._id }), {
        title: detail.title,
        kind: detail.kind,
        body: detail.body,
        maxScore: (graded.maxScore ?? 1) * 2,
        minutes: detail.minutes,
      });
      expect(res.statusCode).toBe(200);
      expect(await rollupMismatches(suite.db)).toEqual([]);
    });
  });

  describe('classes of a school', () => {
    let teacherA2: string;
    beforeAll(async () => {
      const extra = await addUser(suite.db, `courses-teacher-${kind}@demo.test`, 'teacher', null, 'Second Teacher');
      await addToSchool(suite.db, extra.id, school.A);
      teacherA2 = extra.id;
    });

    it('lists only the schools and classes in reach', async () => {
      const names = async (email: string) => ((await get(email, api.classSchools.path)).json().data as { _id: string }[]).map((s) => s._id);
      expect(await names(demoEmails.admin)).toEqual([school.A]);
      expect(await names(demoEmails.district)).toEqual(expect.arrayContaining([school.A, id('school/B')]));
      expect(await names(demoEmails.district)).not.toContain(school.C);
      expect(await names(demoEmails.super)).toContain(school.C);
      const list = (await post(demoEmails.admin, path(api.schoolClasses.path, { id: school.A }), { pageSize: 100 })).json().data;
      expect(list.total).toBeGreaterThan(0);
      expect(list.items.every((c: { school: { _id: string } }) => c.school._id === school.A)).toBe(true);
      const sorted = (
        await post(demoEmails.admin, path(api.schoolClasses.path, { id: school.A }), { pageSize: 100, sort: 'students', dir: 'desc' })
      )
        .json()
        .data.items.map((c: { studentCount: number }) => c.studentCount);
      expect(sorted).toEqual([...sorted].sort((a: number, b: number) => b - a));
      const teacherName = list.items[0].teacher.name as string;
      const searched = (await post(demoEmails.admin, path(api.schoolClasses.path, { id: school.A }), { q: teacherName })).json().data;
      expect(
        searched.items.every((c: { teacher: { name: string }; _course: { name: string }; gradeSection: { name: string } }) =>
          [c.teacher.name, c._course.name, c.gradeSection.name].some((n) => n.toLowerCase().includes(teacherName.toLowerCase())),
        ),
      ).toBe(true);
    });

    it('creates a class with a teacher of the school, and refuses one of another school (400 on the field)', async () => {
      const options = (await get(demoEmails.admin, path(api.classOptions.path, { id: school.A }))).json().data;
      expect(options.teachers.map((t: { _id: string }) => t._id)).toContain(teacherA2);
      const foreignTeacher = (await classOfSchool(suite.db, school.C)).teacherId;
      const input = {
        courseId: options.courses[0]._id,
        gradeSectionId: options.gradeSections[0]._id,
        teacherId: teacherA2,
        startDate: '2026-09-01',
      };
      const refused = await post(demoEmails.admin, path(api.classCreate.path, { id: school.A }), { ...input, teacherId: foreignTeacher });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].path).toBe('body.teacherId');
      const cOptions = (await get(demoEmails.super, path(api.classOptions.path, { id: school.C }))).json().data;
      const badSection = await post(demoEmails.admin, path(api.classCreate.path, { id: school.A }), {
        ...input,
        gradeSectionId: cOptions.gradeSections[0]._id,
      });
      expect(badSection.json().details[0].path).toBe('body.gradeSectionId');
      const created = await post(demoEmails.admin, path(api.classCreate.path, { id: school.A }), input);
      expect(created.statusCode).toBe(201);
      const cls = created.json().data;
      expect(cls).toMatchObject({ teacher: { _id: teacherA2 }, studentCount: 0, startDate: '2026-09-01' });
      expect(await auditCount(suite.db, 'class.create', cls._id)).toBe(1);
      // The teacher now has it among their classes.
      const email = `courses-teacher-${kind}@demo.test`;
      const mine = await post(email, api.myCourses.path, { pageSize: 500, page: 0 }, school.A);
      expect(mine.statusCode).toBe(200);
      expect(JSON.stringify(mine.json().data)).toContain(cls._id);
    });

    it('changes the teacher, keeping students and progress', async () => {
      const cls = await classOfSchool(suite.db, school.A);
      const res = await post(demoEmails.admin, path(api.classTeacher.path, { id: cls.id }), { teacherId: teacherA2 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ teacher: { _id: teacherA2 }, studentCount: cls.students });
      expect(await auditCount(suite.db, 'class.teacher.change', cls.id)).toBe(1);
      await post(demoEmails.admin, path(api.classTeacher.path, { id: cls.id }), { teacherId: cls.teacherId });
    });

    it('enrolls and unenrolls students of the school, audited per student, and the rollups still match', async () => {
      const cls = await classOfSchool(suite.db, school.A);
      const newcomers = await studentsNotIn(suite.db, school.A, cls.id, 2);
      const leaver = await studentWithProgress(suite.db, cls.id);
      const available = (
        await post(demoEmails.admin, path(api.classStudents.path, { id: cls.id }), { show: 'available', pageSize: 500 })
      ).json().data;
      expect(available.items.map((s: { _id: string }) => s._id)).toEqual(expect.arrayContaining(newcomers));
      expect(available.items.every((s: { enrolled: boolean }) => !s.enrolled)).toBe(true);

      const foreign = await studentsNotIn(suite.db, school.C, cls.id, 1);
      const refused = await post(demoEmails.admin, path(api.classEnroll.path, { id: cls.id }), { studentIds: [...newcomers, ...foreign] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].path).toBe('body.studentIds');

      const enrolled = await post(demoEmails.admin, path(api.classEnroll.path, { id: cls.id }), { studentIds: [...newcomers, leaver] });
      expect(enrolled.json().data).toEqual({ changed: 2 });
      expect(await auditCount(suite.db, 'class.enroll', newcomers[0]!)).toBe(1);
      const inClass = (
        await post(demoEmails.admin, path(api.classStudents.path, { id: cls.id }), { show: 'enrolled', pageSize: 500 })
      ).json().data;
      expect(inClass.total).toBe(cls.students + 2);
      expect(await rollupMismatches(suite.db)).toEqual([]);

      const left = await post(demoEmails.admin, path(api.classUnenroll.path, { id: cls.id }), { studentIds: [leaver] });
      expect(left.json().data).toEqual({ changed: 1 });
      expect(await auditCount(suite.db, 'class.unenroll', leaver)).toBe(1);
      expect(await rollupMismatches(suite.db)).toEqual([]);
      // Back in: their progress counts again.
      await post(demoEmails.admin, path(api.classEnroll.path, { id: cls.id }), { studentIds: [leaver] });
      expect(await rollupMismatches(suite.db)).toEqual([]);
    });

    it('says what deleting a class removes, then removes it, and the rollups still match', async () => {
      const cls = await classOfSchool(suite.db, school.A);
      const detail = adminClassDetailSchema.parse((await get(demoEmails.district, path(api.adminClass.path, { id: cls.id }))).json().data);
      expect(detail.progressCount).toBe(cls.progress);
      const res = await post(demoEmails.admin, path(api.classDelete.path, { id: cls.id }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        enrollments: detail.studentCount,
        progress: detail.progressCount,
        grades: detail.gradeCount,
      });
      expect(await classExists(suite.db, cls.id)).toBe(false);
      expect(await suite.db.select().from(enrollments).where(eq(enrollments.courseInstanceId, cls.id))).toEqual([]);
      expect(await auditCount(suite.db, 'class.delete', cls.id)).toBe(1);
      expect(await rollupMismatches(suite.db)).toEqual([]);
      expect((await get(demoEmails.admin, path(api.adminClass.path, { id: cls.id }))).statusCode).toBe(404);
    });
  });
});
