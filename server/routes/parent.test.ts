import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { childSchema } from '@/contract/schemas/parent';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addUser as addAccount } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { addChild, aStudentOf, childCourseRows } from '../test/parent-fixtures';

const school = { A: id('school/A'), C: id('school/C') };
const names = { A: 'Riverside Middle School' };

describe.each(databaseKinds)('parent endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get } = suite;

  /** An extra account with the demo password, for scope cases the demo data does not have. */
  const addUser = (email: string, role: 'parent') => addAccount(suite.db, email, role);

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
      const { items, rows, teacher } = await childCourseRows(suite.db, studentId, course._id);
      const completed = rows.filter((r) => r.status === 'completed').length;
      expect(course.completion).toBeCloseTo((100 * completed) / items.length, 1);
      const graded = rows.filter((r) => r.score !== null).map((r) => r.score! / items.find((i) => i.id === r.contentId)!.maxScore!);
      if (graded.length === 0) expect(course.averageScore).toBeNull();
      else expect(course.averageScore).toBeCloseTo((100 * graded.reduce((a, b) => a + b, 0)) / graded.length, 1);
      const last = Math.max(...rows.map((r) => r.updatedAt.getTime()));
      expect(course.lastActivityAt).toBe(rows.length ? new Date(last).toISOString() : null);
      expect(course.teacherName).toBe(teacher!.name);
    }

    it('shows a parent only their own children', async () => {
      const other = await addUser('other-parent@demo.test', 'parent');
      const child = await aStudentOf(suite.db, school.C);
      await addChild(suite.db, other.id, child!.id);
      const theirs = (await get(other.email, api.parentChildren.path)).json().data;
      expect(theirs.map((c: { _id: string }) => c._id)).toEqual([child!.id]);
      const mine = (await get(demoEmails.parent, api.parentChildren.path)).json().data;
      expect(mine.map((c: { _id: string }) => c._id)).not.toContain(child!.id);

      const childless = await addUser('new-parent@demo.test', 'parent');
      expect((await get(childless.email, api.parentChildren.path)).json()).toEqual({ data: [] });
    });
  });
});
