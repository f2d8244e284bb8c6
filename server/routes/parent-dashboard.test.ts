import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import type { ClassGradebook } from '@/contract/schemas/gradebook';
import { type ChildDashboard, childDashboardSchema } from '@/contract/schemas/parent';
import { gradeClass } from '@/domain/grade-engine';
import { auditLog, enrollments, progress } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addUser, userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { parentChildInTeachersClass } from '../test/notifications-fixtures';
import { addChild, aStudentOf, childCourseRows } from '../test/parent-fixtures';

const path = api.parentDashboard.path;
const unknownId = '00000000-0000-4000-8000-000000000000';

/** `POST /api/v1/parent/dashboard/info`: one child's classes, units, grades, time and activity, for their parent only. */
describe.each(databaseKinds)('parent dashboard (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;
  let children: Array<{ _id: string; firstName: string; courses: Array<{ _id: string; completion: number; averageScore: number | null }> }>;
  let inTeachersClass: { studentId: string; instanceId: string };

  beforeAll(async () => {
    children = (await get(demoEmails.parent, api.parentChildren.path)).json().data;
    inTeachersClass = await parentChildInTeachersClass(suite.db);
  });

  const dashboardOf = async (childId: string): Promise<ChildDashboard> => {
    const res = await post(demoEmails.parent, path, { childId });
    expect(res.statusCode).toBe(200);
    return childDashboardSchema.parse(res.json().data);
  };
  const readsOf = (childId: string) =>
    suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.dashboard.read'), eq(auditLog.entityId, childId)));

  it('reads a fixed number of statements whatever the number of classes (no query per class)', async () => {
    const childId = children[0]!._id;
    // Every statement the app sends outside a transaction goes through the driver client's `query`.
    const statementsOfOneRead = async () => {
      const client = (suite.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const spy = vi.spyOn(client, 'query');
      try {
        const dashboard = await dashboardOf(childId);
        return { statements: spy.mock.calls.length, classes: dashboard.courses.length };
      } finally {
        spy.mockRestore();
      }
    };
    const before = await statementsOfOneRead();
    // Three more classes, of courses the child does not take yet.
    const more = await sqlRows<{ id: string }>(
      suite.db,
      sql`select distinct on (ci.course_id) ci.id from course_instances ci
        where ci.course_id not in (select c.course_id from course_instances c join enrollments e on e.course_instance_id = c.id where e.student_id = ${childId})
        order by ci.course_id, ci.id limit 3`,
    );
    expect(more).toHaveLength(3);
    await suite.db.insert(enrollments).values(more.map((m) => ({ courseInstanceId: m.id, studentId: childId })));
    const after = await statementsOfOneRead();
    expect(after.classes).toBe(before.classes + 3);
    expect(after.statements).toBe(before.statements);
    await suite.db.delete(enrollments).where(
      and(
        eq(enrollments.studentId, childId),
        sql`${enrollments.courseInstanceId} in (${sql.join(
          more.map((m) => sql`${m.id}`),
          sql`, `,
        )})`,
      ),
    );
  });

  it('answers each of the two children with the same classes and figures as the list of children', async () => {
    expect(children).toHaveLength(2);
    for (const listed of children) {
      const dashboard = await dashboardOf(listed._id);
      expect(dashboard.child._id).toBe(listed._id);
      expect(dashboard.child.firstName).toBe(listed.firstName);
      expect(dashboard.courses.map((c) => c._id)).toEqual(listed.courses.map((c) => c._id));
      dashboard.courses.forEach((course, index) => {
        expect(course.completion).toBeCloseTo(listed.courses[index]!.completion, 1);
        if (listed.courses[index]!.averageScore === null) expect(course.averageScore).toBeNull();
        else expect(course.averageScore).toBeCloseTo(listed.courses[index]!.averageScore!, 1);
      });
    }
  });

  it("counts progress through each unit and time from the child's progress rows", async () => {
    const childId = inTeachersClass.studentId;
    const dashboard = await dashboardOf(childId);
    expect(dashboard.courses.length).toBeGreaterThan(0);
    let seconds = 0;
    for (const course of dashboard.courses) {
      const { items, rows } = await childCourseRows(suite.db, childId, course._id);
      expect(course.itemsTotal).toBe(items.length);
      expect(course.units.length).toBeGreaterThan(0);
      expect(course.units.reduce((sum, unit) => sum + unit.items, 0)).toBe(items.length);
      for (const unit of course.units) {
        const unitItems = new Set(items.filter((item) => item.sectionId === unit._id).map((item) => item.id));
        const unitRows = rows.filter((row) => unitItems.has(row.contentId));
        expect(unit.items).toBe(unitItems.size);
        expect(unit.completed).toBe(unitRows.filter((row) => row.status === 'completed').length);
        expect(unit.inProgress).toBe(unitRows.filter((row) => row.status === 'in_progress').length);
      }
      expect(course.itemsCompleted).toBe(rows.filter((row) => row.status === 'completed').length);
      const courseSeconds = rows.reduce((sum, row) => sum + row.timeSpentSeconds, 0);
      expect(course.timeSpentSeconds).toBe(courseSeconds);
      seconds += courseSeconds;
    }
    expect(dashboard.timeSpentSeconds).toBe(seconds);
  });

  it("shows the grades of the teacher's gradebook grid, by the template's divisions, and follows a new score", async () => {
    const { studentId, instanceId } = inTeachersClass;
    const gradesOf = async () => (await dashboardOf(studentId)).courses.find((c) => c._id === instanceId)!.grades!;
    const gridTotal = async () => {
      const book: ClassGradebook = (await get(demoEmails.teacher, `/api/v1/gradebook/scores/instance/${instanceId}`)).json().data;
      const { summary, rowOf, layout } = gradeClass(
        book.template,
        book.students.map((s) => s._id),
        book.scores,
        book.automatic,
      );
      const row = rowOf.get(studentId)!;
      return {
        book,
        layout,
        total: summary.totalPercent[row]!,
        division: (d: number) => summary.divisionPercent[row * layout.divisions.length + d]!,
      };
    };
    const before = await gradesOf();
    const grid = await gridTotal();
    expect(before.divisions.map((d) => d.name)).toEqual(grid.book.template.gradings.map((d) => d.name));
    expect(before.rule).toBe(grid.layout.rule);
    const same = (mine: number | null, theirs: number) => {
      if (Number.isNaN(theirs)) expect(mine).toBeNull();
      else expect(mine).toBeCloseTo(theirs, 1);
    };
    same(before.total, grid.total);
    for (const [d, division] of before.divisions.entries()) same(division.percent, grid.division(d));

    // The teacher grades a manual attribute: the parent's figures follow the grid's.
    const manual = grid.book.template.gradings.flatMap((d) => d.attributes).find((a) => a._attribute?.value === 'manual')!;
    const saved = await post(demoEmails.teacher, api.gradebookScoreSave.path, {
      courseInstanceId: instanceId,
      studentId,
      attributeId: manual._id,
      value: 0,
      state: 'graded',
    });
    expect(saved.statusCode).toBe(200);
    const after = await gradesOf();
    const gridAfter = await gridTotal();
    same(after.total, gridAfter.total);
    for (const [d, division] of after.divisions.entries()) same(division.percent, gridAfter.division(d));
  });

  it('lists the newest activity first, at most ten items, with scores as percentages', async () => {
    const childId = inTeachersClass.studentId;
    const { recentActivity } = await dashboardOf(childId);
    expect(recentActivity.length).toBeGreaterThan(0);
    expect(recentActivity.length).toBeLessThanOrEqual(10);
    const times = recentActivity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [newest] = await suite.db
      .select({ at: sql<Date>`max(${progress.updatedAt})`.mapWith(progress.updatedAt) })
      .from(progress)
      .innerJoin(
        enrollments,
        and(eq(enrollments.courseInstanceId, progress.courseInstanceId), eq(enrollments.studentId, progress.studentId)),
      )
      .where(and(eq(progress.studentId, childId), sql`${progress.status} <> 'not_started'`));
    expect(recentActivity[0]!.at).toBe(newest!.at.toISOString());
    for (const item of recentActivity) {
      expect(item.status).not.toBe('not_started');
      if (item.scorePercent !== null) expect(item.scorePercent).toBeGreaterThanOrEqual(0);
    }
  });

  it('audits the read of the child, and not a refused one', async () => {
    const childId = children[0]!._id;
    const before = (await readsOf(childId)).length;
    await dashboardOf(childId);
    const reads = await readsOf(childId);
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({ actorId: await userIdOf(suite.db, demoEmails.parent), entity: 'student' });

    const foreign = await aStudentOf(suite.db, id('school/C'));
    expect((await post(demoEmails.parent, path, { childId: foreign!.id })).statusCode).toBe(404);
    expect(await readsOf(foreign!.id)).toHaveLength(0);
  });

  describe('scope: only a parent, only their own children', () => {
    it('answers 404 for another family’s child and for an unknown id, alike', async () => {
      const other = await addUser(suite.db, 'dashboard-other-parent@demo.test', 'parent');
      const theirChild = await aStudentOf(suite.db, id('school/C'));
      await addChild(suite.db, other.id, theirChild!.id);
      expect((await post(other.email, path, { childId: theirChild!.id })).statusCode).toBe(200);
      for (const childId of [theirChild!.id, unknownId]) {
        const res = await post(demoEmails.parent, path, { childId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'No such child', code: 'NOT_FOUND' });
      }
      // The other parent cannot see the demo parent's children either.
      expect((await post(other.email, path, { childId: children[0]!._id })).statusCode).toBe(404);
    });

    it('answers 403 to every other role, even for a child in their reach', async () => {
      const childId = inTeachersClass.studentId;
      for (const email of [demoEmails.teacher, demoEmails.admin, demoEmails.district, demoEmails.super]) {
        expect((await post(email, path, { childId })).statusCode, email).toBe(403);
      }
    });

    it('answers 401 signed out and 400 with the field for a bad body', async () => {
      const res = await suite.server.app.inject({ method: 'POST', url: path, payload: { childId: children[0]!._id } });
      expect(res.statusCode).toBe(401);
      const bad = await post(demoEmails.parent, path, { childId: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([expect.objectContaining({ path: 'body.childId' })]);
      expect((await post(demoEmails.parent, path, {})).statusCode).toBe(400);
    });
  });
});
