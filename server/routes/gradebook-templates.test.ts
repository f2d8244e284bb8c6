import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import { users } from '../db/schema';
import { Refused } from '../lib/refusal';
import { writeTemplate } from '../repos/gradebook-templates';
import {
  addCourseOfTeacher2,
  allInstances,
  coursesOf,
  districtOf,
  failTemplateUpdateAudit,
  type InstanceFact,
  saveAs,
  schoolIdsOf,
  templatesAs,
} from '../test/gradebook-fixtures';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';

describe.each(databaseKinds)('gradebook templates (%s)', (kind) => {
  let server: TestServer;
  let instances: InstanceFact[];
  let robotics: { courseId: string; instanceId: string };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    instances = await allInstances(server.database.db);
    // A course offered only in teacher2@'s school (district 2), without a template of its own.
    robotics = await addCourseOfTeacher2(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  const courseIdsOf = (templates: GradebookTemplate[]) => new Set(templates.filter((t) => t._course).map((t) => t._course!._id));
  const templateOf = async (email: string, courseId: string | null) => {
    const found = (await templatesAs(server, email)).find((t) => (courseId === null ? t.type === 'DEFAULT' : t._course?._id === courseId));
    if (!found) throw new Error(`${email} does not see the template of ${courseId}`);
    return found;
  };
  /** A course teacher@ teaches and teacher2@ does not. */
  const onlyTeacher1 = () =>
    [...coursesOf(instances, 'teacher@demo.test')].find((c) => !coursesOf(instances, 'teacher2@demo.test').has(c))!;

  describe('GET /api/v1/gradebook/get/all', () => {
    it('gives a teacher DEFAULT first and exactly the templates of the courses they teach', async () => {
      for (const email of ['teacher@demo.test', 'teacher2@demo.test']) {
        const templates = await templatesAs(server, email);
        expect(templates[0]?.type).toBe('DEFAULT');
        expect(templates.filter((t) => t.type === 'DEFAULT')).toHaveLength(1);
        expect(courseIdsOf(templates)).toEqual(coursesOf(instances, email));
      }
    });

    it("gives a school admin the courses offered in their school, a district admin their district's", async () => {
      const adminSchools = await schoolIdsOf(server.database.db, 'admin@demo.test');
      const inSchool = new Set(instances.filter((i) => adminSchools.includes(i.schoolId)).map((i) => i.courseId));
      expect(courseIdsOf(await templatesAs(server, 'admin@demo.test'))).toEqual(inSchool);

      const district = await districtOf(server.database.db, 'district@demo.test');
      const inDistrict = new Set(instances.filter((i) => i.districtId === district).map((i) => i.courseId));
      expect(courseIdsOf(await templatesAs(server, 'district@demo.test'))).toEqual(inDistrict);
    });

    it('gives the super admin every template', async () => {
      const templates = await templatesAs(server, 'super@demo.test');
      expect(courseIdsOf(templates)).toEqual(new Set(instances.map((i) => i.courseId)));
    });

    it('refuses parents', async () => {
      const res = await server.as('parent@demo.test', { method: 'GET', url: '/api/v1/gradebook/get/all' });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/gradebook/attribute/get and courses/get/all', () => {
    it('lists the catalogue with every source', async () => {
      const res = await server.as('teacher@demo.test', { method: 'GET', url: '/api/v1/gradebook/attribute/get' });
      expect(res.statusCode).toBe(200);
      const values = res.json().data.map((a: { value: string }) => a.value);
      expect(new Set(values)).toEqual(new Set(['quiz', 'lab', 'activity', 'completion', 'time', 'manual']));
    });

    it('lists the courses a user may edit, saying which have no template yet', async () => {
      const res = await server.as('teacher2@demo.test', { method: 'GET', url: '/api/v1/gradebook/courses/get/all' });
      const courses = res.json().data as Array<{ _id: string; hasTemplate: boolean }>;
      expect(new Set(courses.map((c) => c._id))).toEqual(coursesOf(await allInstances(server.database.db), 'teacher2@demo.test'));
      expect(courses.find((c) => c._id === robotics.courseId)?.hasTemplate).toBe(false);
      const parent = await server.as('parent@demo.test', { method: 'GET', url: '/api/v1/gradebook/courses/get/all' });
      expect(parent.statusCode).toBe(403);
    });
  });

  describe('POST /api/v1/gradebook/template/save', () => {
    it('saves a teacher’s edit, answers version + 1 with a message, and get/all shows it', async () => {
      const courseId = onlyTeacher1();
      const before = await templateOf('teacher@demo.test', courseId);
      const edited = { ...before, gradings: before.gradings.map((d, i) => (i === 0 ? { ...d, name: 'Tests and quizzes' } : d)) };
      const res = await saveAs(server, 'teacher@demo.test', edited);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Gradebook saved');
      expect(body.data.version).toBe(before.version + 1);
      expect(body.data._id).toBe(before._id);
      expect(body.data.gradings[0].name).toBe('Tests and quizzes');
      const after = await templateOf('teacher@demo.test', courseId);
      expect(after.version).toBe(before.version + 1);
      expect(after.gradings[0]?.name).toBe('Tests and quizzes');
    });

    it('gives a new division and new attributes sent without _id their ids, and answers them', async () => {
      const courseId = onlyTeacher1();
      const before = await templateOf('teacher@demo.test', courseId);
      const source = before.gradings.flatMap((d) => d.attributes)[0]!._attribute;
      const added = { name: 'Project', maxScore: 20, type: 'points' as const, _attribute: source };
      const edited = {
        ...before,
        gradings: [...before.gradings, { name: 'Projects', weight: null, attributes: [added] }],
        unassigned: [...before.unassigned, { name: 'Draft', maxScore: null, type: null, _attribute: null }],
      };
      const res = await saveAs(server, 'teacher@demo.test', edited as unknown as GradebookTemplate);
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json().data as GradebookTemplate;
      const division = saved.gradings.find((d) => d.name === 'Projects')!;
      expect(division._id).toMatch(/\S/);
      expect(division.attributes[0]).toEqual(expect.objectContaining({ name: 'Project', _id: expect.stringMatching(/\S/) }));
      expect(saved.unassigned.find((a) => a.name === 'Draft')?._id).toMatch(/\S/);
      expect((await templateOf('teacher@demo.test', courseId)).gradings.find((d) => d.name === 'Projects')?._id).toBe(division._id);
    });

    it('answers 409 with the current template to a save from a stale version, and changes nothing', async () => {
      const courseId = onlyTeacher1();
      const start = await templateOf('teacher@demo.test', courseId);
      const first = await saveAs(server, 'teacher@demo.test', { ...start, gradings: start.gradings.slice(1) });
      expect(first.statusCode).toBe(200);
      const stale = await saveAs(server, 'teacher@demo.test', { ...start, unassigned: [] });
      expect(stale.statusCode).toBe(409);
      const body = stale.json();
      expect(body.code).toBe('CONFLICT');
      expect(body.message).toMatch(/changed by someone else/);
      expect(body.current.version).toBe(start.version + 1);
      expect(body.current.gradings).toEqual(start.gradings.slice(1));
      expect((await templateOf('teacher@demo.test', courseId)).unassigned).toEqual(start.unassigned);
    });

    it('lets exactly one of two concurrent saves from the same version win', async () => {
      const courseId = onlyTeacher1();
      const start = await templateOf('teacher@demo.test', courseId);
      const [a, b] = await Promise.all([
        saveAs(server, 'teacher@demo.test', { ...start, gradings: start.gradings.map((d) => ({ ...d, weight: null })) }),
        saveAs(server, 'admin@demo.test', { ...start, unassigned: [] }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const after = await templateOf('teacher@demo.test', courseId);
      expect(after.version).toBe(start.version + 1);
      const winner = a.statusCode === 200 ? a : b;
      expect(after).toEqual(winner.json().data);
    });

    it('refuses, from the write itself, a save whose version moved on after the check, with the template stored now', async () => {
      // The race the version check cannot see: the conditional write finds another version stored.
      const courseId = onlyTeacher1();
      const start = await templateOf('teacher@demo.test', courseId);
      const { id: userId } = (
        await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'))
      )[0]!;
      const write = writeTemplate(server.database.db, {
        target: { id: start._id, version: start.version + 7 },
        courseId,
        type: 'COURSE',
        gradings: [],
        unassigned: [],
        userId,
      });
      const refusal = await write.catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Refused);
      expect(refusal).toMatchObject({
        kind: 'conflict',
        message: expect.stringMatching(/changed by someone else/),
        extra: { current: start },
      });
      expect(await templateOf('teacher@demo.test', courseId)).toEqual(start);
    });

    it('refuses teachers of other courses, parents, and admins outside their scope', async () => {
      const foreign = await templateOf('teacher@demo.test', onlyTeacher1());
      expect((await saveAs(server, 'teacher2@demo.test', foreign)).statusCode).toBe(404);
      expect((await saveAs(server, 'parent@demo.test', foreign)).statusCode).toBe(403);
      // Robotics is offered only in district 2: the district 1 admin and school A's admin may not touch it.
      const create = {
        ...(await templateOf('teacher2@demo.test', null)),
        type: 'COURSE',
        _course: { _id: robotics.courseId, name: 'Robotics' },
        version: 0,
      };
      expect((await saveAs(server, 'district@demo.test', create)).statusCode).toBe(404);
      expect((await saveAs(server, 'admin@demo.test', create)).statusCode).toBe(404);
      expect((await saveAs(server, 'teacher@demo.test', create)).statusCode).toBe(404);
    });

    it('lets only the super admin save DEFAULT', async () => {
      const base = await templateOf('super@demo.test', null);
      for (const email of ['teacher@demo.test', 'admin@demo.test', 'district@demo.test']) {
        const res = await saveAs(server, email, base);
        expect(res.statusCode, email).toBe(403);
      }
      const res = await saveAs(server, 'super@demo.test', {
        ...base,
        gradings: base.gradings.map((d) => ({ ...d, name: `${d.name} (platform)` })),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.version).toBe(base.version + 1);
      expect(res.json().data.type).toBe('DEFAULT');
    });

    it('lets an admin in scope save a course of their school', async () => {
      const adminSchools = await schoolIdsOf(server.database.db, 'admin@demo.test');
      const courseId = instances.find((i) => adminSchools.includes(i.schoolId))!.courseId;
      const template = await templateOf('admin@demo.test', courseId);
      expect((await saveAs(server, 'admin@demo.test', template)).statusCode).toBe(200);
    });

    it('creates a course template from a save with version 0, once', async () => {
      const base = await templateOf('teacher2@demo.test', null);
      const create = { ...base, _id: '', type: 'COURSE', _course: { _id: robotics.courseId, name: 'ignored' }, version: 0 };
      const [a, b] = await Promise.all([saveAs(server, 'teacher2@demo.test', create), saveAs(server, 'teacher2@demo.test', create)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const created = (a.statusCode === 200 ? a : b).json().data as GradebookTemplate;
      expect(created.version).toBe(1);
      expect(created._course).toEqual({ _id: robotics.courseId, name: 'Robotics' });
      expect(created._id).not.toBe(base._id);
      expect(created.gradings).toEqual(base.gradings);
      const loser = (a.statusCode === 409 ? a : b).json();
      expect(loser.current._id).toBe(created._id);
      // Now it is the course's own template: teacher2@ sees it, the district 1 admin does not.
      expect((await templateOf('teacher2@demo.test', robotics.courseId))._id).toBe(created._id);
      expect(courseIdsOf(await templatesAs(server, 'district@demo.test')).has(robotics.courseId)).toBe(false);
    });

    it('answers 404 for a course without a template saved with a version, and for an unknown course', async () => {
      const { courseId } = await addCourseOfTeacher2(server.database.db, 'Game Design');
      const base = await templateOf('teacher2@demo.test', null);
      const res = await saveAs(server, 'teacher2@demo.test', { ...base, type: 'COURSE', _course: { _id: courseId, name: 'Game Design' } });
      expect(res.statusCode).toBe(404);
      const unknown = await saveAs(server, 'super@demo.test', {
        ...base,
        type: 'COURSE',
        _course: { _id: '00000000-0000-4000-8000-000000000000', name: 'x' },
        version: 0,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('keeps the old template when the save fails half-way (one transaction)', async () => {
      const courseId = onlyTeacher1();
      const before = await templateOf('teacher@demo.test', courseId);
      // Make the last statement of the save (its audit entry) fail, after the template row was updated.
      const restore = await failTemplateUpdateAudit(server.database.db);
      try {
        const res = await saveAs(server, 'teacher@demo.test', { ...before, gradings: [] });
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toMatch(/simulated crash|audit_log/);
      } finally {
        await restore();
      }
      expect(await templateOf('teacher@demo.test', courseId)).toEqual(before);
    });

    describe('400 with details paths', () => {
      let base: GradebookTemplate;
      beforeAll(async () => {
        base = await templateOf('teacher@demo.test', onlyTeacher1());
      });
      const attributeOf = (t: GradebookTemplate) => t.gradings.find((d) => d.attributes.length)!.attributes[0]!;

      const cases: Array<[string, (t: GradebookTemplate) => unknown, string | ((t: GradebookTemplate) => string)]> = [
        [
          'duplicate division names',
          (t) => ({
            ...t,
            gradings: [...t.gradings, { ...t.gradings[0]!, _id: 'other', name: ` ${t.gradings[0]!.name.toUpperCase()} `, attributes: [] }],
          }),
          (t) => `body.gradings.${t.gradings.length}.name`,
        ],
        [
          'an empty division name',
          (t) => ({ ...t, gradings: [{ ...t.gradings[0]!, name: '  ' }, ...t.gradings.slice(1)] }),
          'body.gradings.0.name',
        ],
        [
          'duplicate attribute ids',
          (t) => ({ ...t, unassigned: [...t.unassigned, { ...attributeOf(t) }] }),
          (t) => `body.unassigned.${t.unassigned.length}._id`,
        ],
        [
          'a maxScore of 0',
          // A fresh attribute: earlier saves in this file may have emptied `unassigned` (the race test's winner varies).
          (t) => ({ ...t, unassigned: [{ ...attributeOf(t), _id: 'zero-max', maxScore: 0 }, ...t.unassigned] }),
          'body.unassigned.0.maxScore',
        ],
        [
          'a weight above 100',
          (t) => ({ ...t, gradings: [{ ...t.gradings[0]!, weight: 150 }, ...t.gradings.slice(1)] }),
          'body.gradings.0.weight',
        ],
        [
          'an attribute in a division without a type',
          (t) => ({
            ...t,
            gradings: [{ ...t.gradings[0]!, attributes: [{ ...t.gradings[0]!.attributes[0]!, type: null }] }, ...t.gradings.slice(1)],
          }),
          'body.gradings.0.attributes.0.type',
        ],
        [
          'a source that is not in the catalogue',
          (t) => ({
            ...t,
            gradings: [
              {
                ...t.gradings[0]!,
                attributes: [{ ...t.gradings[0]!.attributes[0]!, _attribute: { _id: 'nope', name: 'x', value: 'quiz' } }],
              },
              ...t.gradings.slice(1),
            ],
          }),
          'body.gradings.0.attributes.0._attribute',
        ],
        ['an unknown field', (t) => ({ ...t, extra: 1 }), 'body.extra'],
        ['a missing field', ({ unassigned: _, ...t }) => t, 'body.unassigned'],
        ['a malformed course id', (t) => ({ ...t, _course: { _id: 'not-a-uuid', name: 'x' } }), 'body._course._id'],
        ['a DEFAULT with a course', (t) => ({ ...t, type: 'DEFAULT' }), 'body._course'],
      ];

      it.each(cases)('refuses %s', async (_name, change, path) => {
        const res = await saveAs(server, 'teacher@demo.test', change(base));
        expect(res.statusCode).toBe(400);
        const paths = res.json().details.map((d: { path: string }) => d.path);
        expect(paths).toContain(typeof path === 'string' ? path : path(base));
      });
    });
  });
});
