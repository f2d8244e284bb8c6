import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassGradebook, TemplateAttribute } from '@/contract/schemas/gradebook';
import { gradeClass } from '@/domain/grade-engine';
import { auditLog } from '../db/schema';
import {
  addCourseOfTeacher2,
  allInstances,
  districtOf,
  type InstanceFact,
  renameStudent,
  schoolIdsOf,
  studentNotIn,
} from '../test/gradebook-fixtures';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';

describe.each(databaseKinds)('gradebook scores (%s)', (kind) => {
  let server: TestServer;
  let instances: InstanceFact[];
  /** A class of teacher@'s in school A (the school admin's school, district 1). */
  let mine: InstanceFact;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    instances = await allInstances(server.database.db);
    const adminSchools = await schoolIdsOf(server.database.db, 'admin@demo.test');
    mine = instances.find((i) => i.teacherEmail === 'teacher@demo.test' && adminSchools.includes(i.schoolId))!;
  });
  afterAll(async () => {
    await server?.close();
  });

  const classAs = (email: string, id: string) => server.as(email, { method: 'GET', url: `/api/v1/gradebook/scores/instance/${id}` });
  const loadClass = async (id: string): Promise<ClassGradebook> => {
    const res = await classAs('super@demo.test', id);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const saveScore = (email: string, payload: object) => server.as(email, { method: 'POST', url: '/api/v1/gradebook/scores/save', payload });
  const attributes = (book: ClassGradebook) => book.template.gradings.flatMap((d) => d.attributes);
  const manualOf = (book: ClassGradebook): TemplateAttribute => attributes(book).find((a) => a._attribute?.value === 'manual')!;

  describe('GET /api/v1/gradebook/scores/instance/:id', () => {
    it("gives the class's teacher its template, roster, manual scores and automatic values in one answer", async () => {
      const res = await classAs('teacher@demo.test', mine.id);
      expect(res.statusCode).toBe(200);
      const book = res.json().data as ClassGradebook;
      expect(book.courseInstance._id).toBe(mine.id);
      expect(book.template._course?._id).toBe(mine.courseId);
      expect(book.students.length).toBeGreaterThan(0);
      const manualIds = new Set(
        attributes(book)
          .filter((a) => a._attribute?.value === 'manual')
          .map((a) => a._id),
      );
      expect(book.scores.every((s) => manualIds.has(s.attributeId))).toBe(true);
      expect(book.automatic.map((a) => a.studentId)).toEqual(book.students.map((s) => s._id));
      for (const a of book.automatic) {
        for (const value of [a.quiz, a.lab, a.activity, a.completion, a.time]) {
          if (value !== null) expect(value >= 0 && value <= 100, `${value}`).toBe(true);
        }
      }
      // The seed has progress: somebody has a quiz percentage.
      expect(book.automatic.some((a) => a.quiz !== null)).toBe(true);
    });

    it('lets admins in scope read and refuses everyone else', async () => {
      const district1 = await districtOf(server.database.db, 'district@demo.test');
      const elsewhere = instances.find((i) => i.districtId !== district1)!;
      expect((await classAs('admin@demo.test', mine.id)).statusCode).toBe(200);
      expect((await classAs('district@demo.test', mine.id)).statusCode).toBe(200);
      expect((await classAs('super@demo.test', elsewhere.id)).statusCode).toBe(200);
      expect((await classAs('admin@demo.test', elsewhere.id)).statusCode).toBe(404);
      expect((await classAs('district@demo.test', elsewhere.id)).statusCode).toBe(404);
      expect((await classAs('teacher2@demo.test', mine.id)).statusCode).toBe(404);
      expect((await classAs('parent@demo.test', mine.id)).statusCode).toBe(403);
      // Another teacher's class in a school teacher@ also works in is still not theirs.
      const colleague = instances.find((i) => i.schoolId === mine.schoolId && i.teacherEmail !== 'teacher@demo.test');
      if (colleague) expect((await classAs('teacher@demo.test', colleague.id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown class and 400 for a malformed id', async () => {
      expect((await classAs('super@demo.test', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const bad = await classAs('super@demo.test', 'nope');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe('params.id');
    });

    it('falls back to DEFAULT for a course without a template', async () => {
      const { instanceId, studentIds } = await addCourseOfTeacher2(server.database.db);
      const res = await classAs('teacher2@demo.test', instanceId);
      expect(res.statusCode).toBe(200);
      const book = res.json().data as ClassGradebook;
      expect(book.template.type).toBe('DEFAULT');
      expect(new Set(book.students.map((s) => s._id))).toEqual(new Set(studentIds));
      // A course with no content and no progress yet: nothing to measure.
      expect(book.automatic.every((a) => a.quiz === null && a.completion === null && a.time === null)).toBe(true);
    });
  });

  describe('POST /api/v1/gradebook/scores/save', () => {
    it('stores, marks and clears a manual cell, and the class shows it', async () => {
      const book = await loadClass(mine.id);
      const attribute = manualOf(book);
      const studentId = book.students[0]!._id;
      const cell = { courseInstanceId: mine.id, studentId, attributeId: attribute._id };
      const find = async () => (await loadClass(mine.id)).scores.find((s) => s.studentId === studentId && s.attributeId === attribute._id);

      const saved = await saveScore('teacher@demo.test', { ...cell, value: attribute.maxScore, state: 'graded' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ studentId, attributeId: attribute._id, value: attribute.maxScore, state: 'graded' });
      expect(await find()).toEqual({ studentId, attributeId: attribute._id, value: attribute.maxScore, state: 'graded' });

      expect((await saveScore('teacher@demo.test', { ...cell, value: null, state: 'excused' })).statusCode).toBe(200);
      expect((await find())?.state).toBe('excused');

      expect((await saveScore('admin@demo.test', { ...cell, value: null, state: 'missing' })).statusCode).toBe(200);
      expect((await find())?.state).toBe('missing');

      expect((await saveScore('teacher@demo.test', { ...cell, value: null, state: 'graded' })).statusCode).toBe(200);
      expect(await find()).toBeUndefined();
    });

    it('with `expected`: saves when the cell still holds it, answers 409 with the stored cell when someone changed it, and writes a replay once', async () => {
      const book = await loadClass(mine.id);
      const attribute = manualOf(book);
      const studentId = book.students[1]!._id;
      const cell = { courseInstanceId: mine.id, studentId, attributeId: attribute._id };
      const find = async () => (await loadClass(mine.id)).scores.find((s) => s.studentId === studentId && s.attributeId === attribute._id);
      const auditRows = async () =>
        (
          await server.database.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.entityId, studentId), eq(auditLog.action, 'gradebook.score.save')))
        ).filter((row) => (row.meta as { attributeId?: string }).attributeId === attribute._id).length;
      // Start from an empty cell (no `expected`: written whatever is stored, as the seed does).
      expect((await saveScore('teacher@demo.test', { ...cell, value: null, state: 'graded' })).statusCode).toBe(200);
      const auditBefore = await auditRows();

      // The teacher saw the cell empty: saved.
      const first = await saveScore('teacher@demo.test', { ...cell, value: 1, state: 'graded', expected: null });
      expect(first.statusCode).toBe(200);
      expect(await find()).toMatchObject({ value: 1, state: 'graded' });
      // The same entry replayed (its answer was lost): 200, written once.
      const replay = await saveScore('teacher@demo.test', { ...cell, value: 1, state: 'graded', expected: null });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual({ ...cell, courseInstanceId: undefined, value: 1, state: 'graded' });
      expect(await auditRows()).toBe(auditBefore + 1);

      // An admin marks it missing meanwhile; the teacher's entry made over the empty cell is a conflict.
      expect((await saveScore('admin@demo.test', { ...cell, value: null, state: 'missing' })).statusCode).toBe(200);
      const stale = await saveScore('teacher@demo.test', { ...cell, value: 0, state: 'graded', expected: { value: 1, state: 'graded' } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'CONFLICT',
        current: { studentId, attributeId: attribute._id, value: null, state: 'missing' },
      });
      expect(await find()).toMatchObject({ value: null, state: 'missing' });
      // Keeping theirs resolved, "keep mine" saves over what the teacher now saw.
      const mine2 = await saveScore('teacher@demo.test', {
        ...cell,
        value: 0,
        state: 'graded',
        expected: { value: null, state: 'missing' },
      });
      expect(mine2.statusCode).toBe(200);
      expect(await find()).toMatchObject({ value: 0, state: 'graded' });
      // A cleared cell is "not graded": expected null matches it, a stale expected gets `current: null`.
      expect((await saveScore('admin@demo.test', { ...cell, value: null, state: 'graded' })).statusCode).toBe(200);
      const gone = await saveScore('teacher@demo.test', { ...cell, value: 1, state: 'graded', expected: { value: 0, state: 'graded' } });
      expect(gone.statusCode).toBe(409);
      expect(gone.json().current).toBeNull();
      expect(await find()).toBeUndefined();
      // A malformed `expected` is a 400 with its field path.
      const bad = await saveScore('teacher@demo.test', { ...cell, value: 1, state: 'graded', expected: { value: -1, state: 'nope' } });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().details)).toContain('body.expected');
    });

    it('refuses values outside 0…maxScore, automatic or unknown attributes and students not in the class', async () => {
      const book = await loadClass(mine.id);
      const attribute = manualOf(book);
      const cell = { courseInstanceId: mine.id, studentId: book.students[0]!._id, attributeId: attribute._id, state: 'graded' };
      const automatic = attributes(book).find((a) => a._attribute?.value !== 'manual')!;
      const unassigned = book.template.unassigned[0]!;
      const cases: Array<[object, string]> = [
        [{ ...cell, value: attribute.maxScore! + 1 }, 'body.value'],
        [{ ...cell, value: -1 }, 'body.value'],
        [{ ...cell, value: 'ten' }, 'body.value'],
        [{ ...cell, value: 3, state: 'missing' }, 'body.value'],
        [{ ...cell, value: 1, state: 'late' }, 'body.state'],
        [{ ...cell, value: 1, attributeId: automatic._id }, 'body.attributeId'],
        [{ ...cell, value: 1, attributeId: unassigned._id }, 'body.attributeId'],
        [{ ...cell, value: 1, attributeId: 'nope' }, 'body.attributeId'],
        [{ ...cell, value: 1, studentId: await studentNotIn(server.database.db, mine) }, 'body.studentId'],
        [{ ...cell, value: 1, studentId: 'x' }, 'body.studentId'],
        [{ ...cell, value: 1, extra: true }, 'body.extra'],
      ];
      for (const [payload, path] of cases) {
        const res = await saveScore('teacher@demo.test', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
      }
    });

    it('refuses other teachers, parents and admins out of scope; 404 for an unknown class', async () => {
      const book = await loadClass(mine.id);
      const cell = {
        courseInstanceId: mine.id,
        studentId: book.students[0]!._id,
        attributeId: manualOf(book)._id,
        value: 1,
        state: 'graded',
      };
      expect((await saveScore('teacher2@demo.test', cell)).statusCode).toBe(404);
      expect((await saveScore('parent@demo.test', cell)).statusCode).toBe(403);
      const district1 = await districtOf(server.database.db, 'district@demo.test');
      const elsewhere = instances.find((i) => i.districtId !== district1)!;
      expect((await saveScore('district@demo.test', { ...cell, courseInstanceId: elsewhere.id })).statusCode).toBe(404);
      expect((await saveScore('teacher@demo.test', { ...cell, courseInstanceId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
        404,
      );
    });
  });

  describe('GET /api/v1/gradebook/export/instance/:id', () => {
    it('exports students × attributes with division and total percentages from the grade engine, safely quoted', async () => {
      const before = await loadClass(mine.id);
      const tricky = before.students[0]!;
      await renameStudent(server.database.db, tricky._id, '=HYPERLINK("http://evil","x")', 'O"Brien, Jr\nthe 2nd');
      const book = await loadClass(mine.id);

      const res = await server.as('teacher@demo.test', { method: 'GET', url: `/api/v1/gradebook/export/instance/${mine.id}` });
      expect(res.statusCode).toBe(200);
      const { filename, csv } = res.json().data as { filename: string; csv: string };
      expect(filename).toMatch(/^gradebook-[a-z0-9-]+-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.startsWith('\uFEFFLast name,First name,Student number,')).toBe(true);
      expect(csv.endsWith('\r\n')).toBe(true);
      expect(csv).toContain('"O""Brien, Jr\nthe 2nd","\'=HYPERLINK(""http://evil"",""x"")"');

      // The totals are the grade engine's, rounded to one decimal.
      const { summary } = gradeClass(
        book.template,
        book.students.map((s) => s._id),
        book.scores,
        book.automatic,
      );
      const lines = csv.slice(1).split('\r\n').slice(0, -1);
      expect(lines).toHaveLength(book.students.length + 2);
      expect(lines[0]).toMatch(/Total %/);
      const index = book.students.findIndex((s) => s._id === tricky._id);
      const total = summary.totalPercent[index]!;
      const studentLine = lines.find((l) => l.startsWith('"O""Brien'))!;
      expect(studentLine.split(',').at(-1)).toBe(Number.isNaN(total) ? '' : String(Number(total.toFixed(1))));
      expect(lines.at(-1)?.startsWith('Class average,,,')).toBe(true);
    });

    it('is refused outside the class scope', async () => {
      const res = await server.as('teacher2@demo.test', { method: 'GET', url: `/api/v1/gradebook/export/instance/${mine.id}` });
      expect(res.statusCode).toBe(404);
    });
  });
});
