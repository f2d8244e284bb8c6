import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoint-table';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { percentOf, ratioPercent } from '../repos/teacher-figures';
import { databaseKinds, serverSuite } from '../test/harness';
import { type ClassFact, classesOf, courseNotTaughtBy, type UnitFact, unitsOf, unknownId } from '../test/teacher-fixtures';

/** A course page: the class's units, a unit's content, one item (teacher and admin). */
describe.each(databaseKinds)('teacher courses and content (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get } = suite;
  let mine: ClassFact[];
  let cls: ClassFact;
  let units: UnitFact[];
  let foreign: { courseId: string; sectionId: string; contentId: string };
  let colleagueClass: ClassFact;

  beforeAll(async () => {
    const { db } = suite;
    mine = await classesOf(db, 'teacher@demo.test');
    cls = mine[0]!;
    units = await unitsOf(db, cls.courseId);
    foreign = await courseNotTaughtBy(db, 'teacher@demo.test');
    colleagueClass = (await classesOf(db, 'teacher3@demo.test')).find((c) => mine.some((m) => m.schoolId === c.schoolId))!;
    expect(units.length).toBeGreaterThan(1);
  });
  describe('GET /api/v1/teacher/section/by/course/:courseId (a course id, as the seed names it, or a class id)', () => {
    it('answers the class and its units in order with colour levels and completion', async () => {
      const res = await get('teacher@demo.test', `/api/v1/teacher/section/by/course/${cls.id}`);
      expect(res.statusCode).toBe(200);
      const outline = endpoints.courseSections.response.parse(res.json().data);
      expect(outline.courseInstance._id).toBe(cls.id);
      expect(outline.courseInstance._course._id).toBe(cls.courseId);
      expect(outline.sections.map((s) => s._id)).toEqual(units.map((u) => u.id));
      expect(outline.sections.map((s) => s.contentCount)).toEqual(units.map((u) => u.contents.length));
      expect(outline.courseInstance.unitCount).toBe(units.length);
      for (const s of outline.sections) expect(s.level >= 1 && s.level <= 5).toBe(true);
      // The seeded class has progress in its first unit.
      expect(outline.sections[0]!.completion).toBeGreaterThan(0);
    });

    it('takes the course id the seed names: the teacher’s class of that course, its units, and their contents', async () => {
      const res = await get('teacher@demo.test', `/api/v1/teacher/section/by/course/${cls.courseId}`);
      expect(res.statusCode, res.body).toBe(200);
      const outline = endpoints.courseSections.response.parse(res.json().data);
      expect(outline.courseInstance._course._id).toBe(cls.courseId);
      expect(mine.map((m) => m.id)).toContain(outline.courseInstance._id);
      expect(outline.sections.map((s) => s._id)).toEqual(units.map((u) => u.id));
    });

    it("answers 404 for another teacher's class (same school or not) and unknown ids, 400 for malformed ids, 403 for parents", async () => {
      expect((await get('teacher2@demo.test', `/api/v1/teacher/section/by/course/${cls.id}`)).statusCode).toBe(404);
      expect((await get('teacher@demo.test', `/api/v1/teacher/section/by/course/${colleagueClass.id}`)).statusCode).toBe(404);
      expect((await get('teacher@demo.test', `/api/v1/teacher/section/by/course/${unknownId}`)).statusCode).toBe(404);
      // A course the teacher does not teach.
      expect((await get('teacher@demo.test', `/api/v1/teacher/section/by/course/${foreign.courseId}`)).statusCode).toBe(404);
      const malformed = await get('teacher@demo.test', '/api/v1/teacher/section/by/course/abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toEqual([expect.objectContaining({ path: 'params.courseId' })]);
      expect((await get('parent@demo.test', `/api/v1/teacher/section/by/course/${cls.id}`)).statusCode).toBe(403);
      expect((await get('admin@demo.test', `/api/v1/teacher/section/by/course/${cls.id}`)).statusCode).toBe(403);
    });
  });

  describe('per unit and per item figures of a class (read from progress_item_rollups)', () => {
    /** The class's figures recounted from its progress rows, enrolled students only, per unit and per item. */
    const recount = async (db: Db, instanceId: string) => {
      const rows = await sqlRows(
        db,
        sql<{ sectionId: string; contentId: string; completed: number; score: number | null; students: number }>`
        select c.section_id as "sectionId", c.id as "contentId",
          (count(p.id) filter (where p.status = 'completed'))::int as completed,
          avg(p.score / c.max_score) filter (where p.score is not null and c.max_score > 0)::float8 as score,
          (select count(*) from enrollments where course_instance_id = ${instanceId})::int as students
        from course_instances ci
        join contents c on c.course_id = ci.course_id
        left join (progress p join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id)
          on p.course_instance_id = ci.id and p.content_id = c.id
        where ci.id = ${instanceId}
        group by c.section_id, c.id`,
      );
      const bySection = new Map<string, { completed: number; items: number }>();
      for (const r of rows) {
        const unit = bySection.get(r.sectionId) ?? { completed: 0, items: 0 };
        unit.completed += r.completed;
        unit.items += 1;
        bySection.set(r.sectionId, unit);
      }
      // The unit's score is the mean over the unit's graded rows: recounted over rows, not items.
      const unitScores = await sqlRows(
        db,
        sql<{ sectionId: string; score: number | null }>`
        select c.section_id as "sectionId", avg(p.score / c.max_score)::float8 as score
        from progress p
        join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id
        join contents c on c.id = p.content_id
        where p.course_instance_id = ${instanceId} and p.score is not null and c.max_score > 0
        group by c.section_id`,
      );
      const students = rows[0]?.students ?? 0;
      return {
        units: new Map(
          [...bySection].map(([id, u]) => [
            id,
            {
              completion: percentOf(u.completed, students * u.items),
              averageScore: ratioPercent(unitScores.find((x) => x.sectionId === id)?.score ?? null),
            },
          ]),
        ),
        items: new Map(
          rows.map((r) => [r.contentId, { completion: percentOf(r.completed, students), averageScore: ratioPercent(r.score) }]),
        ),
      };
    };

    const expectRecount = async () => {
      const truth = await recount(suite.db, cls.id);
      const outline = endpoints.courseSections.response.parse(
        (await get('teacher@demo.test', `/api/v1/teacher/section/by/course/${cls.id}`)).json().data,
      );
      for (const unit of outline.sections)
        expect({ unit: unit._id, completion: unit.completion, averageScore: unit.averageScore }).toEqual({
          unit: unit._id,
          ...truth.units.get(unit._id),
        });
      for (const unit of units) {
        const data = endpoints.sectionContents.response.parse(
          (await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?instance=${cls.id}`)).json().data,
        );
        for (const item of data.contents)
          expect({ item: item._id, completion: item.completion, averageScore: item.averageScore }).toEqual({
            item: item._id,
            ...truth.items.get(item._id),
          });
      }
      return outline;
    };

    it('equal a recount over the progress rows of the enrolled students, also once a student with progress leaves', async () => {
      const outline = await expectRecount();
      expect(outline.sections.some((s) => s.averageScore !== null)).toBe(true);
      const [leaver] = await sqlRows(
        suite.db,
        sql<{ id: string }>`
        select p.student_id as id from progress p join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id
        where p.course_instance_id = ${cls.id} and p.status = 'completed' and p.score is not null
        order by p.student_id limit 1`,
      );
      expect(leaver).toBeDefined();
      await suite.db.execute(sql`delete from enrollments where course_instance_id = ${cls.id} and student_id = ${leaver!.id}`);
      try {
        const without = await expectRecount();
        expect(without.sections.map((s) => [s.completion, s.averageScore])).not.toEqual(
          outline.sections.map((s) => [s.completion, s.averageScore]),
        );
      } finally {
        await suite.db.execute(sql`insert into enrollments (course_instance_id, student_id) values (${cls.id}, ${leaver!.id})`);
      }
      await expectRecount();
    });
  });

  describe('GET /api/v1/teacher/content/by/section/:id', () => {
    it('answers the unit and its items in order without bodies; class figures only with ?instance', async () => {
      const unit = units[0]!;
      const res = await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}`);
      expect(res.statusCode).toBe(200);
      const data = endpoints.sectionContents.response.parse(res.json().data);
      expect(data.section._id).toBe(unit.id);
      expect(data.section._course._id).toBe(cls.courseId);
      expect(data.contents.map((c) => c._id)).toEqual(unit.contents.map((c) => c.id));
      expect(res.json().data.contents[0]).not.toHaveProperty('body');
      expect(data.contents.every((c) => c.completion === null && c.averageScore === null)).toBe(true);

      const withClass = endpoints.sectionContents.response.parse(
        (await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?instance=${cls.id}`)).json().data,
      );
      expect(withClass.contents.every((c) => c.completion !== null)).toBe(true);
      expect(withClass.contents.some((c) => (c.completion ?? 0) > 0)).toBe(true);
      // Graded kinds carry a max score, lessons none.
      for (const c of withClass.contents) expect(c.maxScore === null).toBe(c.kind === 'lesson');
    });

    it('answers 404 for a course the teacher does not teach, a class of another course or teacher; 400 for bad ids and queries', async () => {
      const unit = units[0]!;
      expect((await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${foreign.sectionId}`)).statusCode).toBe(404);
      expect((await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unknownId}`)).statusCode).toBe(404);
      const otherCourse = mine.find((c) => c.courseId !== cls.courseId)!;
      expect((await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?instance=${otherCourse.id}`)).statusCode).toBe(
        404,
      );
      expect((await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?instance=${unknownId}`)).statusCode).toBe(404);
      const colleagueSameCourse = (await classesOf(suite.db, 'teacher3@demo.test')).find((c) => c.courseId === cls.courseId);
      if (colleagueSameCourse) {
        expect(
          (await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?instance=${colleagueSameCourse.id}`)).statusCode,
        ).toBe(404);
      }
      expect((await get('teacher@demo.test', '/api/v1/teacher/content/by/section/nope')).statusCode).toBe(400);
      expect((await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?instance=nope`)).statusCode).toBe(400);
      expect((await get('teacher@demo.test', `/api/v1/teacher/content/by/section/${unit.id}?other=1`)).statusCode).toBe(400);
      expect((await get('parent@demo.test', `/api/v1/teacher/content/by/section/${unit.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/teacher/mycourse/content/id/:id', () => {
    it('answers one item with its body and walks previous/next through the whole course in order', async () => {
      const order = units.flatMap((u) => u.contents.map((c) => ({ id: c.id, unit: u.id })));
      const first = order[0]!;
      const res = await get('teacher@demo.test', `/api/v1/teacher/mycourse/content/id/${first.id}`);
      expect(res.statusCode).toBe(200);
      const item = endpoints.contentItem.response.parse(res.json().data);
      expect(item.body.length).toBeGreaterThan(0);
      expect(item.section._id).toBe(first.unit);
      expect(item._course._id).toBe(cls.courseId);
      expect(item.previous).toBeNull();
      // Follow `next` across the unit boundary (covers the whole first unit and one step into the second).
      const steps = units[0]!.contents.length + 1;
      let current = item;
      for (let i = 1; i <= steps; i++) {
        const next = endpoints.contentItem.response.parse(
          (await get('teacher@demo.test', `/api/v1/teacher/mycourse/content/id/${current.next}`)).json().data,
        );
        expect(next._id).toBe(order[i]!.id);
        expect(next.previous).toBe(current._id);
        current = next;
      }
      expect(current.section._id).toBe(units[1]!.id);
      const last = order.at(-1)!;
      expect(
        endpoints.contentItem.response.parse((await get('teacher@demo.test', `/api/v1/teacher/mycourse/content/id/${last.id}`)).json().data)
          .next,
      ).toBeNull();
    });

    it('answers 404 for content of a course the teacher does not teach and unknown ids, 400 malformed, 403 parents and admins', async () => {
      expect((await get('teacher@demo.test', `/api/v1/teacher/mycourse/content/id/${foreign.contentId}`)).statusCode).toBe(404);
      expect((await get('teacher2@demo.test', `/api/v1/teacher/mycourse/content/id/${units[0]!.contents[0]!.id}`)).statusCode).toBe(
        (await classesOf(suite.db, 'teacher2@demo.test')).some((c) => c.courseId === cls.courseId) ? 200 : 404,
      );
      expect((await get('teacher@demo.test', `/api/v1/teacher/mycourse/content/id/${unknownId}`)).statusCode).toBe(404);
      expect((await get('teacher@demo.test', '/api/v1/teacher/mycourse/content/id/1')).statusCode).toBe(400);
      expect((await get('parent@demo.test', `/api/v1/teacher/mycourse/content/id/${foreign.contentId}`)).statusCode).toBe(403);
      expect((await get('admin@demo.test', `/api/v1/teacher/mycourse/content/id/${foreign.contentId}`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/admin/course/get/content/:id', () => {
    it('serves any catalogue item to school admins, district admins and the super admin', async () => {
      for (const email of ['admin@demo.test', 'district@demo.test', 'super@demo.test']) {
        const res = await get(email, `/api/v1/admin/course/get/content/${foreign.contentId}`);
        expect(res.statusCode, email).toBe(200);
        const item = endpoints.adminContentItem.response.parse(res.json().data);
        expect(item._id).toBe(foreign.contentId);
        expect(item._course._id).toBe(foreign.courseId);
        expect(item.body.length).toBeGreaterThan(0);
      }
    });

    it('refuses teachers and parents (403); 404 unknown, 400 malformed', async () => {
      expect((await get('teacher@demo.test', `/api/v1/admin/course/get/content/${foreign.contentId}`)).statusCode).toBe(403);
      expect((await get('parent@demo.test', `/api/v1/admin/course/get/content/${foreign.contentId}`)).statusCode).toBe(403);
      expect((await get('admin@demo.test', `/api/v1/admin/course/get/content/${unknownId}`)).statusCode).toBe(404);
      expect((await get('admin@demo.test', '/api/v1/admin/course/get/content/xyz')).statusCode).toBe(400);
    });
  });
});
