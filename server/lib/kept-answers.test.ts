/**
 * The answers kept ready (ARCHITECTURE.md §19) are never stale: after every kind of write that can
 * change a cached read — through the app's endpoints on either of two instances, and direct SQL as
 * jobs and imports write — each cached read answers exactly what an instance without the cache
 * answers. Instances A and B keep answers; C keeps none and is the truth. All three share one
 * database, as N instances share one PostgreSQL (§18): a write through B must invalidate A's answers
 * (server/test/kept-instances.ts). The writes of a describe follow one another: each starts from
 * the answers the one before left kept.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../db/sql-rows';
import { databaseKinds, type TestServer } from '../test/harness';
import { type KeptInstances, type KeptRead as Read, startKeptInstances } from '../test/kept-instances';
import { sqlRow } from '../test/recount-setup';
import { cachedEndpoints } from './cached-reads';

describe.each(databaseKinds)('answers kept ready are never stale (%s)', (kind) => {
  let kept: KeptInstances;
  let server: TestServer;
  let b: FastifyInstance;
  let truth: FastifyInstance;
  let reads: Read[];
  let ids: {
    schoolA: string;
    classId: string;
    courseId: string;
    sectionId: string;
    contentId: string;
    gradeSectionId: string;
    otherGradeSectionId: string;
    foreignGradeSectionId: string;
    outsider: string;
    enrolled: string;
    teacher3: string;
    teacher: string;
    foreignSchool: string;
    enrolledSchool: string;
    enrolledGradeSection: string | null;
    parent: string;
  };
  // One pinned clock for the three instances: a rolling window moves only when a test moves it.
  let now = Date.now();
  const clock = () => now;
  const db = () => server.database.db;
  const row = <T>(query: SQL<T>) => sqlRow(db(), query) as Promise<T>;

  beforeAll(async () => {
    kept = await startKeptInstances(kind, { clock });
    ({ server, b, truth } = kept);
    // teacher@'s first class in the admin's school (A), with a student of A not in it.
    const c = await row(
      sql<{
        id: string;
        course_id: string;
        school_id: string;
        grade_section_id: string;
      }>`select ci.id, ci.course_id, ci.school_id, ci.grade_section_id
        from course_instances ci join users u on u.id = ci.teacher_id
        where u.email = 'teacher@demo.test' and ci.school_id in (select us.school_id from user_schools us join users a on a.id = us.user_id where a.email = 'admin@demo.test')
        order by ci.id limit 1`,
    );
    const section = await row(sql<{ id: string }>`select id from sections where course_id = ${c.course_id} order by position limit 1`);
    const content = await row(sql<{ id: string }>`select id from contents where section_id = ${section.id} order by position limit 1`);
    const outsider = await row(
      sql<{ id: string }>`select s.id from students s where s.school_id = ${c.school_id}
        and not exists (select 1 from enrollments e where e.student_id = s.id and e.course_instance_id = ${c.id}) order by s.id limit 1`,
    );
    const enrolled = await row(
      sql<{ student_id: string }>`select student_id from enrollments where course_instance_id = ${c.id} order by student_id limit 1`,
    );
    const otherSection = await row(
      sql<{
        id: string;
      }>`select id from grade_sections where school_id = ${c.school_id} and id <> ${c.grade_section_id} order by id limit 1`,
    );
    const teacher3 = await row(sql<{ id: string }>`select id from users where email = 'teacher3@demo.test'`);
    const foreignSection = await row(
      sql<{ id: string }>`select id from grade_sections where school_id <> ${c.school_id}
        and school_id not in (select us.school_id from user_schools us join users u on u.id = us.user_id where u.email = 'teacher@demo.test')
        and school_id not in (select ci.school_id from course_instances ci join users u on u.id = ci.teacher_id where u.email = 'teacher@demo.test')
        order by id limit 1`,
    );
    const teacher = await row(sql<{ id: string }>`select id from users where email = 'teacher@demo.test'`);
    const foreignSchool = await row(sql<{ school_id: string }>`select school_id from grade_sections where id = ${foreignSection.id}`);
    const student = await row(
      sql<{
        school_id: string;
        grade_section_id: string | null;
      }>`select school_id, grade_section_id from students where id = ${enrolled.student_id}`,
    );
    const parent = await row(
      sql<{ id: string }>`select u.id from users u where u.role = 'parent'
        and not exists (select 1 from parent_students ps where ps.parent_id = u.id and ps.student_id = ${enrolled.student_id})
        order by u.id limit 1`,
    );
    ids = {
      schoolA: c.school_id,
      classId: c.id,
      courseId: c.course_id,
      sectionId: section.id,
      contentId: content.id,
      gradeSectionId: c.grade_section_id,
      otherGradeSectionId: otherSection.id,
      foreignGradeSectionId: foreignSection.id,
      outsider: outsider.id,
      enrolled: enrolled.student_id,
      teacher3: teacher3.id,
      teacher: teacher.id,
      foreignSchool: foreignSchool.school_id,
      enrolledSchool: student.school_id,
      enrolledGradeSection: student.grade_section_id,
      parent: parent.id,
    };
    const t = (name: string, url: string, extra: Partial<Read> = {}): Read => ({
      name,
      email: 'teacher@demo.test',
      method: 'GET',
      url,
      ...extra,
    });
    reads = [
      t('dashboard/statistics', '/api/teacher/dashboard/statistics', { schoolId: ids.schoolA }),
      t('dashboard/statistics (default school)', '/api/teacher/dashboard/statistics'),
      t('student/get', `/api/v1/teacher/student/get/${ids.enrolled}`),
      t('users/count', '/api/v1/teacher/users/count', { schoolId: ids.schoolA }),
      t('school_progress', '/api/v1/teacher/school_progress', { schoolId: ids.schoolA }),
      t('school_progress (default school)', '/api/v1/teacher/school_progress'),
      t('mycourses/get', '/api/v1/teacher/mycourses/get', { method: 'POST', payload: { pageSize: 500, page: 0 }, schoolId: ids.schoolA }),
      t('section/by/course', `/api/v1/teacher/section/by/course/${ids.courseId}`),
      t('content/by/section', `/api/v1/teacher/content/by/section/${ids.sectionId}`),
      t('content/by/section ?instance', `/api/v1/teacher/content/by/section/${ids.sectionId}?instance=${ids.classId}`),
      t('mycourse/content/id', `/api/v1/teacher/mycourse/content/id/${ids.contentId}`),
      t('grades', '/api/v1/teacher/grades'),
      t('grade/all-sections', '/api/v1/teacher/grade/all-sections/', { schoolId: ids.schoolA }),
      t('roster', `/api/v1/teacher/course/enrolled/students/instance-id/${ids.classId}`),
      t('grade/section students', `/api/v1/teacher/grade/section/${ids.gradeSectionId}/students`, { schoolId: ids.schoolA }),
      ...['progress', 'activity/performance', 'lab/performance', 'quiz/performance'].map((kind) =>
        t(`student/${kind}`, `/api/v1/teacher/student/${kind}/${ids.enrolled}`),
      ),
      t('gradebook/get/all', '/api/v1/gradebook/get/all'),
      t('gradebook/courses/get/all', '/api/v1/gradebook/courses/get/all'),
      t('gradebook/attribute/get', '/api/v1/gradebook/attribute/get'),
      t('gradebook/get/all (school admin)', '/api/v1/gradebook/get/all', { email: 'admin@demo.test' }),
      t('gradebook/courses/get/all (school admin)', '/api/v1/gradebook/courses/get/all', { email: 'admin@demo.test' }),
      t('notification/announcement', '/api/v1/teacher/notification/announcement'),
      // Its own writes: kept-notifications.test.ts.
      t('notification/received', '/api/v1/teacher/notification/received', { method: 'POST', payload: { pageSize: 20, page: 0 } }),
    ];
  });
  afterAll(async () => {
    await kept?.close();
  });

  const call = (app: FastifyInstance, r: Read) => kept.call(app, r);
  const answers = (app: FastifyInstance) => kept.answers(app, reads);
  const fill = () => kept.fill(reads);
  const afterWrite = (write: () => Promise<unknown>) => kept.afterWrite(reads, write);
  const exec = (query: SQL) => () => db().execute(query);
  const as = (app: FastifyInstance, email: string, url: string, payload: object) => async () => {
    const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${await server.tokenFor(email)}` }, payload });
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(300);
  };

  it('covers every cached endpoint', () => {
    const paths = new Set(reads.map((r) => r.url.split('?')[0]!.replace(/[0-9a-f-]{36}/g, ':id')));
    for (const endpoint of cachedEndpoints())
      expect([...paths].some((p) => p.startsWith(endpoint.path.replace(/:\w+/g, ':id').replace(/\/$/, '')))).toBe(true);
  });

  it('serves the same answer again only while nothing changed', async () => {
    const first = await fill();
    expect(await answers(server.app)).toEqual(first);
  });

  it('still writes the audit row of a declared read on every request served from memory, and refuses as before', async () => {
    await fill();
    const rosterReads = () =>
      row(
        sql<{ n: number }>`select count(*)::int as n from audit_log
          where action = 'course_instance.roster.read' and entity_id = ${ids.classId}`,
      ).then((r) => r.n);
    const before = await rosterReads();
    const hits = server.app.answerCache!.hits;
    const roster = reads.find((r) => r.name === 'roster')!;
    for (let i = 0; i < 3; i++) expect((await call(server.app, roster)).statusCode).toBe(200);
    expect(server.app.answerCache!.hits - hits).toBe(3);
    expect(await rosterReads()).toBe(before + 3);
    expect((await call(server.app, { ...roster, email: 'teacher2@demo.test' })).statusCode).toBe(404);
    expect(await rosterReads()).toBe(before + 3);
  });

  describe('through the app (a write through B, read through A)', () => {
    it('a course renamed', async () => {
      const changed = await afterWrite(
        as(b, 'super@demo.test', `/api/v1/sup-admin/course/${ids.courseId}/update`, { name: 'Renamed course' }),
      );
      expect(changed).toContain('mycourses/get');
    });
    it('a unit renamed', async () => {
      expect(
        await afterWrite(as(b, 'super@demo.test', `/api/v1/sup-admin/unit/${ids.sectionId}/update`, { name: 'Renamed unit', level: 2 })),
      ).toContain('section/by/course');
    });
    it('a student enrolled and unenrolled', async () => {
      const body = { studentIds: [ids.outsider] };
      expect(await afterWrite(as(b, 'admin@demo.test', `/api/v1/admin/class/${ids.classId}/enroll`, body))).toContain('users/count');
      expect(await afterWrite(as(b, 'admin@demo.test', `/api/v1/admin/class/${ids.classId}/unenroll`, body))).toContain('school_progress');
    });
  });

  describe('through SQL (jobs, imports, triggers)', () => {
    // One write a test, in order (each changes what the next starts from); `changes`: a read it must change.
    let item = '';
    const progressOf = () => sql`course_instance_id = ${ids.classId} and student_id = ${ids.enrolled} and content_id = ${item}`;
    const writes: Array<{ name: string; write: () => Promise<SQL> | SQL; changes?: string }> = [
      { name: 'a content retitled', write: () => sql`update contents set title = title || ' (2)' where id = ${ids.contentId}` },
      {
        name: 'a content added',
        write: () => sql`insert into contents (course_id, section_id, kind, title, body, position, max_score)
          values (${ids.courseId}, ${ids.sectionId}, 'quiz', 'New quiz', '', 999, 10)`,
        changes: 'content/by/section',
      },
      { name: 'a content removed', write: () => sql`delete from contents where section_id = ${ids.sectionId} and title = 'New quiz'` },
      {
        name: 'a grade renamed',
        write: () => sql`update grades set name = name || '.' where id = (select min(id::text)::uuid from grades)`,
      },
      {
        name: 'a gradebook attribute renamed',
        write: () =>
          sql`update gradebook_attributes set name = name || '.' where id = (select min(id::text)::uuid from gradebook_attributes)`,
      },
      {
        name: "a course's gradebook template deleted",
        write: () => sql`delete from gradebook_templates where course_id = ${ids.courseId}`,
        changes: 'gradebook/courses/get/all',
      },
      {
        name: 'the DEFAULT template changed',
        write: () => sql`update gradebook_templates set version = version + 1 where type = 'DEFAULT'`,
      },
      { name: 'the school renamed', write: () => sql`update schools set name = name || '.' where id = ${ids.schoolA}` },
      { name: 'a grade section renamed', write: () => sql`update grade_sections set name = name || '.' where id = ${ids.gradeSectionId}` },
      {
        name: "a class given to another school's grade section",
        write: () => sql`update course_instances set grade_section_id = ${ids.foreignGradeSectionId} where id = ${ids.classId}`,
        changes: 'school_progress',
      },
      {
        name: 'that grade section renamed (a row of the other school)',
        write: () => sql`update grade_sections set name = name || '!' where id = ${ids.foreignGradeSectionId}`,
        changes: 'school_progress',
      },
      {
        name: 'the class given back its grade section',
        write: () => sql`update course_instances set grade_section_id = ${ids.gradeSectionId} where id = ${ids.classId}`,
      },
      {
        name: 'a student added',
        write: () => sql`insert into students (school_id, grade_section_id, first_name, last_name, student_number)
          values (${ids.schoolA}, ${ids.gradeSectionId}, 'New', 'Student', 'KEPT-1')`,
        changes: 'users/count',
      },
      {
        name: "an enrolled student's grade section changed",
        write: () => sql`update students set grade_section_id = ${ids.otherGradeSectionId} where id = ${ids.enrolled}`,
        changes: 'grade/all-sections',
      },
      {
        name: 'a teacher taken out of the school',
        write: () => sql`delete from user_schools where user_id = ${ids.teacher3} and school_id = ${ids.schoolA}`,
        changes: 'users/count',
      },
      {
        name: 'a teacher added to the school',
        write: () => sql`insert into user_schools (user_id, school_id) values (${ids.teacher3}, ${ids.schoolA})`,
      },
      { name: 'a teacher disabled', write: () => sql`update users set disabled = true where id = ${ids.teacher3}`, changes: 'users/count' },
      // A student's profile names the parents, the student's school and grade section (migration 0024).
      {
        name: 'a parent linked to the student',
        write: () => sql`insert into parent_students (parent_id, student_id) values (${ids.parent}, ${ids.enrolled})`,
        changes: 'student/get',
      },
      {
        name: "the parent's name changed",
        write: () => sql`update users set name = name || '.' where id = ${ids.parent}`,
        changes: 'student/get',
      },
      {
        name: "the parent's email changed",
        write: () => sql`update users set email = 'changed-' || email where id = ${ids.parent}`,
        changes: 'student/get',
      },
      {
        name: 'the parent unlinked',
        write: () => sql`delete from parent_students where parent_id = ${ids.parent} and student_id = ${ids.enrolled}`,
        changes: 'student/get',
      },
      {
        name: "the student moved to a school outside the teacher's",
        write: () => sql`update students set school_id = ${ids.foreignSchool}, grade_section_id = null where id = ${ids.enrolled}`,
        changes: 'student/get',
      },
      {
        name: "the student's new school renamed (no school of the teacher's)",
        write: () => sql`update schools set name = name || '!' where id = ${ids.foreignSchool}`,
        changes: 'student/get',
      },
      {
        name: "the student given that school's grade section",
        write: () => sql`update students set grade_section_id = ${ids.foreignGradeSectionId} where id = ${ids.enrolled}`,
        changes: 'student/get',
      },
      {
        name: "the student's grade section renamed (of the other school)",
        write: () => sql`update grade_sections set name = name || '?' where id = ${ids.foreignGradeSectionId}`,
        changes: 'student/get',
      },
      {
        name: "the student's grade section given another grade level",
        write:
          () => sql`update grade_sections set grade_id = (select g.id from grades g where g.id <> grade_sections.grade_id order by g.id limit 1)
          where id = ${ids.foreignGradeSectionId}`,
        changes: 'student/get',
      },
      {
        name: 'the student moved back',
        write: () =>
          sql`update students set school_id = ${ids.enrolledSchool}, grade_section_id = ${ids.enrolledGradeSection} where id = ${ids.enrolled}`,
        changes: 'student/get',
      },
      {
        name: 'progress: an item completed (the rollup triggers)',
        write: async () => {
          const found = await row(
            sql<{ id: string }>`select c.id from contents c where c.course_id = ${ids.courseId} and c.kind <> 'lesson'
              and not exists (select 1 from progress p where p.course_instance_id = ${ids.classId} and p.student_id = ${ids.enrolled} and p.content_id = c.id)
              order by c.id limit 1`,
          );
          item = found.id;
          return sql`insert into progress (course_instance_id, student_id, content_id, status, score, completed_at)
            values (${ids.classId}, ${ids.enrolled}, ${item}, 'completed', 7, now())`;
        },
        changes: 'roster',
      },
      { name: 'progress: a score changed', write: () => sql`update progress set score = 2 where ${progressOf()}` },
      { name: 'progress: a row deleted', write: () => sql`delete from progress where ${progressOf()}`, changes: 'school_progress' },
    ];
    it.each(writes)('$name', async ({ write, changes }) => {
      const query = await write();
      const changed = await afterWrite(exec(query));
      if (changes) expect(changed).toContain(changes);
    });

    it('a parent account linked, then deleted (its links go with it)', async () => {
      const parent = await row(
        sql<{ id: string }>`insert into users (email, name, role, password_hash)
          values ('kept-parent@demo.test', 'Kept Parent', 'parent', 'x') returning id`,
      );
      await afterWrite(exec(sql`insert into parent_students (parent_id, student_id) values (${parent.id}, ${ids.enrolled})`));
      expect(await afterWrite(exec(sql`delete from users where id = ${parent.id}`))).toContain('student/get');
    });

    it('a class added for the teacher, then deleted with its enrollments', async () => {
      const added = await row(
        sql<{ id: string }>`insert into course_instances (course_id, school_id, teacher_id, grade_section_id, start_date)
          select course_id, school_id, teacher_id, grade_section_id, '2031-01-01' from course_instances where id = ${ids.classId} returning id`,
      );
      await afterWrite(exec(sql`insert into enrollments (course_instance_id, student_id) values (${added.id}, ${ids.outsider})`));
      await afterWrite(exec(sql`delete from course_instances where id = ${added.id}`));
    });
  });

  it('bumps nothing for a write no cached read can see (a grade save, an audit row)', async () => {
    const versions = () =>
      sqlRows<{ v: string }>(db(), sql`select string_agg(school_id || ':' || version, ',' order by school_id) as v from data_versions`);
    const before = await versions();
    await db().execute(sql`insert into audit_log (actor_id, action, entity) values (${ids.teacher3}, 'test.read', 'student')`);
    expect(await versions()).toEqual(before);
  });

  it("keeps the teacher's other answers through a flush of the teacher's own time, and recomputes the figures", async () => {
    const before = await fill();
    const day = new Date(now).toISOString().slice(0, 10);
    await db().execute(sql`insert into time_spent (user_id, day, page, seconds) values (${ids.teacher}, ${day}, '/kept', 60)
      on conflict (user_id, day, page) do update set seconds = time_spent.seconds + 60`);
    const after = await answers(truth);
    expect(reads.filter((_, i) => after[i] !== before[i]).map((r) => r.name)).toEqual([
      'dashboard/statistics',
      'dashboard/statistics (default school)',
    ]);
    const hits = server.app.answerCache!.hits;
    expect(await answers(server.app)).toEqual(after);
    // The two dashboards, the announcement and the notifications page compare the account's own
    // version (its time, its dismissals, its notifications): made again; every other answer is
    // served from memory.
    expect(server.app.answerCache!.hits - hits).toBe(reads.length - 4);
  });

  it("follows announcements published and withdrawn, and the teacher's own dismissal", async () => {
    const published = { id: randomUUID() };
    expect(
      await afterWrite(
        exec(sql`insert into announcements (id, scope, school_id, title, message, starts_at, notified_at)
          values (${published.id}, 'school', ${ids.schoolA}, 'Kept announcement', 'Shown first', ${new Date(now - 60_000).toISOString()}, now())`),
      ),
    ).toEqual(['notification/announcement']);
    expect(await afterWrite(as(b, 'teacher@demo.test', `/api/v1/teacher/notification/announcement/${published.id}/dismiss`, {}))).toEqual([
      'notification/announcement',
    ]);
    await db().execute(sql`delete from announcement_dismissals where announcement_id = ${published.id}`);
    expect(await afterWrite(exec(sql`update announcements set withdrawn_at = now() where id = ${published.id}`))).toEqual([
      'notification/announcement',
    ]);
  });

  it('serves the announcement only until the next start or end of one addressed to the teacher', async () => {
    const announcement = reads.find((r) => r.name === 'notification/announcement')!;
    const hour = 3_600_000;
    const t0 = Date.parse('2032-03-01T08:00:00Z');
    // Every announcement counted as announced, so the publisher job writes nothing meanwhile.
    await db().execute(sql`update announcements set notified_at = coalesce(notified_at, now())`);
    await db().execute(sql`insert into announcements (scope, title, message, starts_at, ends_at, notified_at)
      values ('platform', 'Scheduled', 'For an hour', ${new Date(t0 + hour).toISOString()}, ${new Date(t0 + 2 * hour).toISOString()}, now())`);
    /** At `moment`: whether A served its kept answer, and the title it shows (A answering as the truth does). */
    const at = async (moment: number) => {
      now = moment;
      const hits = server.app.answerCache!.hits;
      const res = await call(server.app, announcement);
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual((await call(truth, announcement)).body);
      return { served: server.app.answerCache!.hits > hits, title: (JSON.parse(res.body).data as { title: string } | null)?.title ?? null };
    };
    const before = await at(t0);
    expect(before.title).not.toBe('Scheduled');
    expect((await at(t0 + hour - 1)).served).toBe(true);
    expect(await at(t0 + hour)).toEqual({ served: false, title: 'Scheduled' });
    expect((await at(t0 + 2 * hour - 1)).served).toBe(true);
    expect(await at(t0 + 2 * hour)).toEqual({ served: false, title: before.title });
  });

  it('serves the dashboard statistics only until the first moment the rolling week changes with no write', async () => {
    const dashboard = reads.find((r) => r.name === 'dashboard/statistics')!;
    const day = 86_400_000;
    // Far past the demo data, so these are the only rows in the window: last activity at x, a completion an hour later.
    const x = Date.parse('2031-06-10T10:00:00Z');
    const item = await row(
      sql<{ id: string }>`select c.id from contents c where c.course_id = ${ids.courseId}
        and not exists (select 1 from progress p where p.course_instance_id = ${ids.classId} and p.student_id = ${ids.enrolled} and p.content_id = c.id)
        order by c.id limit 1`,
    );
    await db().execute(sql`insert into progress (course_instance_id, student_id, content_id, status, score, completed_at, updated_at)
      values (${ids.classId}, ${ids.enrolled}, ${item.id}, 'completed', 5, ${new Date(x + 3_600_000).toISOString()}, ${new Date(x).toISOString()})`);
    const figures = async (app: FastifyInstance) => {
      const res = await call(app, dashboard);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    /** At `at`: whether A served its kept answer, and that it answers as the truth does. */
    const at = async (moment: number) => {
      now = moment;
      const hits = server.app.answerCache!.hits;
      const body = await figures(server.app);
      expect(body).toEqual(await figures(truth));
      return { served: server.app.answerCache!.hits > hits, figures: JSON.parse(body).data };
    };
    // The window holds its start: the student's last activity leaves it just after x + 7 days.
    const leaves = x + 7 * day;
    const first = await at(leaves);
    expect([first.figures.activeStudentsThisWeek, first.figures.completionsThisWeek]).toEqual([1, 1]);
    expect((await at(leaves)).served).toBe(true);
    // Recomputed the next millisecond, not one later.
    const active = await at(leaves + 1);
    expect(active.served).toBe(false);
    expect([active.figures.activeStudentsThisWeek, active.figures.completionsThisWeek]).toEqual([0, 1]);
    expect((await at(leaves + 3_600_000)).served).toBe(true);
    const done = await at(leaves + 3_600_000 + 1);
    expect(done.served).toBe(false);
    expect(done.figures.completionsThisWeek).toBe(0);
    // Nothing left in the window: kept until the next UTC midnight (the own-time week's first day moves).
    const midnight = Date.parse('2031-06-18T00:00:00Z');
    expect((await at(midnight - 1)).served).toBe(true);
    expect((await at(midnight)).served).toBe(false);
  });
});
