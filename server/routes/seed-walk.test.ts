/**
 * SPEC §7 walked top to bottom in the seed's own words (issue 20): each call with the path, method,
 * headers and body the seed writes — `schoolid` only where §7 marks (S) — as a client written from
 * the specification alone would send it. Each must answer 2xx with the `{ data }` envelope.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseKinds, demoPassword, serverSuite } from '../test/harness';

describe.each(databaseKinds)('SPEC §7 as the seed calls it (%s)', (kind) => {
  const suite = serverSuite(kind);
  const signIn = async (email: string) => {
    const res = await suite.server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: demoPassword } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { token: string; refreshToken: string };
  };
  /** One call: Authorization always, `schoolid` when given; answers `data` after checking the status. */
  const call = async (token: string, method: 'GET' | 'POST', url: string, options: { body?: object; schoolId?: string } = {}) => {
    const request: InjectOptions = {
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(options.schoolId ? { schoolid: options.schoolId } : {}) },
      ...(options.body ? { payload: options.body } : {}),
    };
    const res = await suite.server.app.inject(request);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    return res.json().data;
  };

  it('walks the teacher’s calls: schools, courses → sections → content with math, students, grades, gradebook, notifications, assistant', async () => {
    const { token, refreshToken } = await signIn('teacher@demo.test');
    const user = await call(token, 'GET', '/api/v1/teacher/current_user');
    expect(user.email).toBe('teacher@demo.test');
    const schools = await call(token, 'GET', '/api/v1/teacher/my/schools');
    const schoolId = schools[0]._id as string;
    await call(token, 'GET', '/api/v1/teacher/users/count', { schoolId });
    const stats = await call(token, 'GET', '/api/teacher/dashboard/statistics');
    const courseCompletion = await call(token, 'GET', '/api/v1/teacher/school_progress');
    expect(stats).toBeTruthy();
    expect(Array.isArray(courseCompletion)).toBe(true);
    const courses = await call(token, 'POST', '/api/v1/teacher/mycourses/get', { body: { pageSize: 500, page: 0 }, schoolId });
    const instance = courses.items[0];
    // course → sections → content, by the course id as the seed names it.
    const outline = await call(token, 'GET', `/api/v1/teacher/section/by/course/${instance._course._id}`);
    let math = false;
    for (const section of outline.sections) {
      const unit = await call(token, 'GET', `/api/v1/teacher/content/by/section/${section._id}`);
      for (const item of unit.contents) {
        const content = await call(token, 'GET', `/api/v1/teacher/mycourse/content/id/${item._id}`);
        math ||= JSON.stringify(content).includes('$');
      }
    }
    expect(math, 'the walked content holds math').toBe(true);
    const roster = await call(token, 'GET', `/api/v1/teacher/course/enrolled/students/instance-id/${instance._id}`);
    const studentId = (roster.students ?? roster)[0]._id as string;
    await call(token, 'GET', `/api/v1/teacher/student/get/${studentId}`);
    for (const family of ['progress', 'activity/performance', 'lab/performance', 'quiz/performance'])
      await call(token, 'GET', `/api/v1/teacher/student/${family}/${studentId}`);
    await call(token, 'GET', '/api/v1/teacher/grades');
    await call(token, 'GET', '/api/v1/teacher/grade/all-sections/', { schoolId });
    await call(token, 'GET', '/api/v1/gradebook/attribute/get');
    const templates = await call(token, 'GET', '/api/v1/gradebook/get/all');
    const own = templates.find((t: { type: string }) => t.type === 'COURSE');
    // The editor's "add" is client-side: a new division and attribute go without ids.
    const source = own.gradings.flatMap((d: { attributes: Array<{ _attribute: unknown }> }) => d.attributes)[0]._attribute;
    const saved = await call(token, 'POST', '/api/v1/gradebook/template/save', {
      body: {
        ...own,
        gradings: [
          ...own.gradings,
          { name: 'Seed walk', weight: null, attributes: [{ name: 'Walk', maxScore: 5, type: 'points', _attribute: source }] },
        ],
      },
    });
    expect(saved.gradings.at(-1)._id).toBeTruthy();
    await call(token, 'GET', '/api/v1/teacher/notification/announcement');
    await call(token, 'POST', '/api/v1/teacher/notification/received', { body: { pageSize: 10, page: 0 } });
    await call(token, 'POST', '/api/v1/teacher/time-spent/add', { body: { time: 301 } });
    await call(token, 'POST', '/api/v1/teacher/chatbot/send-query', {
      body: { history: [{ sender: 'bot', message: 'Hello! How can I help you today?' }], query: 'What is a loop?' },
    });
    await call(token, 'POST', '/api/v1/teacher/bug-report', {
      body: { title: 'Seed walk report', description: 'Filed by the seed walk test, as the form sends it.' },
    });
    await call(token, 'POST', '/api/v1/error-report', { body: { error: 'TypeError: seed walk', path: '/teacher' } });
    // On 401 the seed renews with the refresh token.
    const renewed = await suite.server.app.inject({ method: 'POST', url: '/api/v1/teacher/new/token', payload: { refreshToken } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.token).toBeTruthy();
  });

  it('walks the parent’s calls and the admins’', async () => {
    const parent = (await signIn('parent@demo.test')).token;
    const children = await call(parent, 'GET', '/api/v1/parent/get-children');
    await call(parent, 'POST', '/api/v1/parent/dashboard/info', { body: { childId: children[0]._id } });
    const superAdmin = (await signIn('super@demo.test')).token;
    await call(superAdmin, 'GET', '/api/v1/sup-admin/district/get/all');
    await call(superAdmin, 'GET', '/api/v1/sup-admin/school/get/all');
    const teacher = (await signIn('teacher@demo.test')).token;
    const courses = await call(teacher, 'POST', '/api/v1/teacher/mycourses/get', {
      body: { pageSize: 500, page: 0 },
      schoolId: (await call(teacher, 'GET', '/api/v1/teacher/my/schools'))[0]._id,
    });
    const outline = await call(teacher, 'GET', `/api/v1/teacher/section/by/course/${courses.items[0]._course._id}`);
    const unit = await call(teacher, 'GET', `/api/v1/teacher/content/by/section/${outline.sections[0]._id}`);
    await call(superAdmin, 'GET', `/api/v1/admin/course/get/content/${unit.contents[0]._id}`);
  });
});
