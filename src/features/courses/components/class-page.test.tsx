import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { adminClassFixture, classOptionsFixture, classStudentFixture } from '@/mocks/courses';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { Route as classRoute } from '@/src/routes/$area/classes/$classId';
import { renderWithProviders } from '@/src/test/render';
import { ClassPage } from './class-page';

const classId = adminClassFixture()._id;
type StudentsBody = { show: 'enrolled' | 'available'; q?: string; page: number; pageSize: number };

function classServer() {
  const calls = { enroll: [] as unknown[], unenroll: [] as unknown[], teacher: [] as unknown[] };
  const enrolled = [classStudentFixture(1, true), classStudentFixture(2, true)];
  const available = [classStudentFixture(3, false), classStudentFixture(4, false), classStudentFixture(5, false)];
  server.use(
    mockEndpoint(api.adminClass, () => adminClassFixture()),
    mockEndpoint(api.classOptions, () => classOptionsFixture),
    mockEndpoint(api.classStudents, ({ body }) => {
      const request = body as StudentsBody;
      const pool = request.show === 'enrolled' ? enrolled : available;
      const found = request.q ? pool.filter((s) => `${s.firstName} ${s.lastName}`.toLowerCase().includes(request.q!.toLowerCase())) : pool;
      return { items: found, total: found.length, page: request.page, pageSize: request.pageSize };
    }),
    mockEndpoint(api.classEnroll, ({ body }) => {
      calls.enroll.push(body);
      return { changed: (body as { studentIds: string[] }).studentIds.length };
    }),
    mockEndpoint(api.classUnenroll, ({ body }) => {
      calls.unenroll.push(body);
      return { changed: (body as { studentIds: string[] }).studentIds.length };
    }),
    mockEndpoint(api.classTeacher, ({ body }) => {
      calls.teacher.push(body);
      return { ...adminClassFixture(), teacher: { _id: classOptionsFixture.teachers[1]!._id, name: 'Noah North' } };
    }),
  );
  return calls;
}

const renderClass = () =>
  renderWithProviders(<ClassPage area="admin" classId={classId} search={{ q: '', page: 0 }} onSearch={() => {}} />, {
    path: '/$area/classes/$classId',
    initialPath: `/admin/classes/${classId}`,
    route: classRoute,
  });

describe('classes: one class', () => {
  it('links another teacher of the school to the class', async () => {
    const calls = classServer();
    const { user } = renderClass();
    // The first find waits for the route's loader and the teacher list: longer than a step on a busy machine.
    const select = await screen.findByLabelText('Teacher of this class', undefined, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Change teacher' })).toBeDisabled();
    await user.selectOptions(select, classOptionsFixture.teachers[1]!._id);
    await user.click(screen.getByRole('button', { name: 'Change teacher' }));
    await waitFor(() => expect(calls.teacher).toEqual([{ teacherId: classOptionsFixture.teachers[1]!._id }]));
    await screen.findByText('Noah North now teaches Python Foundations · 7-A');
  });

  it('enrolls several students picked across a search, and unenrolls after saying what stays', async () => {
    const calls = classServer();
    const { user } = renderClass();
    const inClass = await screen.findByRole('list', { name: 'Students of the class' }, { timeout: 15_000 });
    expect(within(inClass).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Enroll students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll students in Python Foundations · 7-A' });
    const enrollButton = within(dialog).getByRole('button', { name: 'Enroll' });
    expect(enrollButton).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Student3 Lee/ }));
    await user.type(within(dialog).getByRole('searchbox'), 'student5{Enter}');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Student5 Lee/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enroll 2 students' }));
    await waitFor(() =>
      expect(calls.enroll).toEqual([{ studentIds: [classStudentFixture(3, false)._id, classStudentFixture(5, false)._id] }]),
    );

    await user.click(within(inClass).getByRole('checkbox', { name: /Student1 Lee/ }));
    await user.click(screen.getByRole('button', { name: 'Unenroll 1 student' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unenroll 1 student?' });
    expect(confirm).toHaveTextContent('Student1 Lee will leave Python Foundations · 7-A. Their progress records are kept');
    await user.click(within(confirm).getByRole('button', { name: 'Unenroll' }));
    await waitFor(() => expect(calls.unenroll).toEqual([{ studentIds: [classStudentFixture(1, true)._id] }]));
  });

  it('says how many enrollments, progress records and grades go before deleting', async () => {
    classServer();
    const { user } = renderClass();
    await user.click(await screen.findByRole('button', { name: 'Delete class' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Python Foundations · 7-A?' });
    expect(dialog).toHaveTextContent('2 enrollments');
    expect(dialog).toHaveTextContent('40 progress records of its students');
    expect(dialog).toHaveTextContent('6 gradebook scores');
  });
});
