import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { parentDetailFixture, parentRowFixture, schoolOptionsFixture, teacherDetailFixture } from '@/mocks/people';
import { privacyStudentFixture } from '@/mocks/privacy';
import { server } from '@/mocks/server';
import { Route as parentsRoute } from '@/src/routes/$area/parents/index';
import { Route as teacherRoute } from '@/src/routes/$area/teachers/$teacherId';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { ParentsPage } from './parents-route';
import { TeacherPage } from './teacher-route';

type ListBody = { page: number; pageSize: number; q?: string; sort?: string; dir?: string };

function parentsOf(rows = [parentRowFixture()]) {
  const bodies: ListBody[] = [];
  server.use(
    mockEndpoint(api.peopleSchoolOptions, () => schoolOptionsFixture),
    mockEndpoint(api.adminParents, ({ body }) => {
      const request = body as ListBody;
      bodies.push(request);
      const found = request.q ? rows.filter((r) => r.name.toLowerCase().includes(request.q!.toLowerCase())) : rows;
      const sorted = request.dir === 'desc' ? [...found].reverse() : found;
      return { items: sorted, total: sorted.length, page: request.page, pageSize: request.pageSize };
    }),
  );
  return bodies;
}

const renderParents = () =>
  renderWithProviders(<ParentsPage area="admin" />, { path: '/$area/parents/', initialPath: '/admin/parents', route: parentsRoute });

describe('people consoles: the parents list', () => {
  it('shows a skeleton, then the parents with their children; a header sorts on the server', async () => {
    const bodies = parentsOf([
      parentRowFixture(),
      parentRowFixture({ _id: '00000000-0000-4000-8000-0000000009a2', name: 'Zoe Park', children: [] }),
    ]);
    const held = holdEndpoint('adminParents');
    const user = userEvent.setup();
    renderParents();
    expect(await screen.findByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const table = await screen.findByRole('table', { name: 'Parents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Chris Morgan' })).toHaveAttribute(
      'href',
      '/admin/parents/00000000-0000-4000-8000-0000000009a1',
    );
    expect(rows[0]).toHaveTextContent('Ella Morgan');
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'name', dir: 'desc' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Parents' })).getAllByRole('row')[1]).toHaveTextContent('Zoe Park'),
    );
  });

  it('says when no parent matches a search', async () => {
    parentsOf();
    const user = userEvent.setup();
    renderParents();
    await screen.findByRole('table', { name: 'Parents' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by parent, email or child' }), 'nobody{Enter}');
    expect(await screen.findByText('No parent matches')).toBeInTheDocument();
  });

  it('creates a parent linked to a child found by search, shows a taken email on its field, then the one-time password once', async () => {
    parentsOf();
    const created: unknown[] = [];
    let attempts = 0;
    server.use(
      mockEndpoint(api.adminStudents, ({ body }) => {
        const q = (body as { q?: string }).q ?? '';
        const items = 'ella'.startsWith(q.toLowerCase()) ? [privacyStudentFixture()] : [];
        return { items, total: items.length, page: 0, pageSize: 8 };
      }),
      mockEndpoint(api.adminParentCreate, ({ body }) => {
        attempts += 1;
        created.push(body);
        if (attempts === 1) {
          return apiError(409, 'An account with this email already exists', {
            code: 'CONFLICT',
            details: [{ path: 'body.email', message: 'An account with this email already exists' }],
          });
        }
        return { parent: parentDetailFixture({ name: 'Dana Lee', email: 'dana@home.test' }), temporaryPassword: 'abcd-EFGH-2345-wxyz' };
      }),
    );
    const user = userEvent.setup();
    renderParents();
    await screen.findByRole('table', { name: 'Parents' });
    await user.click(screen.getByRole('button', { name: 'Add parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a parent' });
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByText('Link at least one child')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Dana Lee');
    await user.type(within(dialog).getByLabelText('Email'), 'dana@home.test');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a student by name or student number' }), 'ell{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Ella Morgan' }));
    expect(within(dialog).getByRole('list', { name: 'Children to link' })).toHaveTextContent('Ella Morgan');

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('An account with this email already exists')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const shown = await screen.findByRole('dialog', { name: 'Account created' });
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('abcd-EFGH-2345-wxyz');
    expect(created.at(-1)).toEqual({ name: 'Dana Lee', email: 'dana@home.test', studentIds: [privacyStudentFixture()._id] });
  });
});

describe('people consoles: a teacher', () => {
  const renderTeacher = (teacher = teacherDetailFixture()) => {
    server.use(
      mockEndpoint(api.peopleSchoolOptions, () => schoolOptionsFixture),
      mockEndpoint(api.adminTeacher, () => teacher),
    );
    return renderWithProviders(<TeacherPage area="admin" teacherId={teacher._id} />, {
      path: '/$area/teachers/$teacherId',
      initialPath: `/admin/teachers/${teacher._id}`,
      route: teacherRoute,
    });
  };

  it('speaks Spanish: sections, facts, counts and dates', async () => {
    await inSpanish();
    renderTeacher();
    expect(await screen.findByRole('region', { name: 'Escuelas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar a una escuela' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Clases que imparte' })).toHaveTextContent(/estudiantes · desde el \d+ \w+ \d{4}/);
    expect(screen.getByText('Se unió')).toBeInTheDocument();
  });

  it('lists the classes they teach and, asked to delete, names them instead of deleting', async () => {
    let deleted = 0;
    server.use(
      mockEndpoint(api.adminTeacherDelete, () => {
        deleted += 1;
        return { ok: true as const };
      }),
    );
    const user = userEvent.setup();
    renderTeacher();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Classes taught' })).toHaveTextContent('CS Foundations · 6-A');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alex Rivera still teaches' });
    expect(dialog).toHaveTextContent('CS Foundations · 6-A (Maple Middle School)');
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(deleted).toBe(0);
  });

  it('turns account-wide actions off for a teacher who also works outside the admin’s schools, and says why', async () => {
    renderTeacher(teacherDetailFixture({ manageable: false, otherSchoolCount: 1 }));
    await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' });
    expect(screen.getByText(/also works at 1 other school outside your schools/)).toBeInTheDocument();
    for (const name of ['Edit', 'Deactivate', 'Delete']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to a school' })).toBeEnabled();
  });

  it('shows "not found" for a 404 (unknown or out of reach)', async () => {
    server.use(
      mockEndpoint(api.peopleSchoolOptions, () => schoolOptionsFixture),
      mockEndpoint(api.adminTeacher, () => apiError(404, 'Teacher not found')),
    );
    renderWithProviders(<TeacherPage area="admin" teacherId="00000000-0000-4000-8000-0000000007a9" />, {
      path: '/$area/teachers/$teacherId',
      initialPath: '/admin/teachers/00000000-0000-4000-8000-0000000007a9',
      route: teacherRoute,
    });
    expect(await screen.findByText('This teacher was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All teachers' })).toHaveAttribute('href', '/admin/teachers');
  });
});
