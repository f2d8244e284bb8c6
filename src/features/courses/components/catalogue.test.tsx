import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { catalogueCourseFixture, catalogueDetailFixture } from '@/mocks/courses';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { Route as courseRoute } from '@/src/routes/$area/courses/$courseId';
import { Route as catalogueRoute } from '@/src/routes/$area/courses/index';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { CatalogueRoutePage } from './catalogue-page';
import { CoursePage } from './course-page';

type ListBody = { page: number; pageSize: number; q?: string; sort: string; dir: string };

function catalogueOf(courses: ReturnType<typeof catalogueCourseFixture>[]) {
  const bodies: ListBody[] = [];
  server.use(
    mockEndpoint(api.catalogueCourses, ({ body }) => {
      const request = body as ListBody;
      bodies.push(request);
      const found = request.q ? courses.filter((c) => c.name.toLowerCase().includes(request.q!.toLowerCase())) : courses;
      return { items: found, total: found.length, page: request.page, pageSize: request.pageSize };
    }),
  );
  return bodies;
}

describe('courses: the catalogue list', () => {
  it('shows a skeleton, then the courses; sorting asks the server and says the order', async () => {
    const bodies = catalogueOf([
      catalogueCourseFixture(),
      catalogueCourseFixture({ _id: '00000000-0000-4000-8000-0000000000c2', name: 'Web Design' }),
    ]);
    const held = holdEndpoint('catalogueCourses');
    const { user } = renderWithProviders(<CatalogueRoutePage area="admin" />, {
      path: '/$area/courses/',
      initialPath: '/admin/courses',
      route: catalogueRoute,
    });
    expect(await screen.findByLabelText('Loading courses')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(within(table).getByRole('link', { name: 'Python Foundations' })).toHaveAttribute(
      'href',
      '/admin/courses/00000000-0000-4000-8000-0000000000c1',
    );
    // Read only for a school admin: no New course.
    expect(screen.queryByRole('button', { name: /New course/ })).not.toBeInTheDocument();
    const units = screen.getByRole('columnheader', { name: /Units/ });
    expect(units).toHaveAttribute('aria-sort', 'none');
    await user.click(within(units).getByRole('button'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'units', dir: 'asc', page: 0 }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Units/ })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(screen.getByRole('columnheader', { name: /Units/ })).getByRole('button'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'units', dir: 'desc' }));
  });

  it('searches on the server and says when nothing matches; a failed load offers Retry', async () => {
    const bodies = catalogueOf([catalogueCourseFixture()]);
    const failing = failEndpoint('catalogueCourses');
    const { user } = renderWithProviders(<CatalogueRoutePage area="sup-admin" />, {
      path: '/$area/courses/',
      initialPath: '/sup-admin/courses',
      route: catalogueRoute,
    });
    await screen.findByText('Could not load the courses.', { exact: false });
    failing.recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Courses' });
    expect(screen.getByRole('button', { name: /New course/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'zzz{Enter}');
    await screen.findByText('No course matches');
    expect(bodies.at(-1)).toMatchObject({ q: 'zzz', page: 0 });
  });
});

describe('courses: a course outline for the super admin', () => {
  const renderCourse = () =>
    renderWithProviders(<CoursePage area="sup-admin" courseId="00000000-0000-4000-8000-0000000000c1" />, {
      path: '/$area/courses/$courseId',
      initialPath: '/sup-admin/courses/00000000-0000-4000-8000-0000000000c1',
      route: courseRoute,
    });

  it('lists units and items in order, moves a unit by button, and adds a unit', async () => {
    const moves: unknown[] = [];
    const created: unknown[] = [];
    server.use(
      mockEndpoint(api.catalogueCourse, () => catalogueDetailFixture()),
      mockEndpoint(api.unitMove, ({ body, params }) => {
        moves.push({ ...(body as object), id: params.id });
        return { ok: true as const };
      }),
      mockEndpoint(api.unitCreate, ({ body }) => {
        created.push(body);
        return { _id: '00000000-0000-4000-8000-0000000000a3', name: 'Functions', description: '', position: 3, level: 3, contents: [] };
      }),
    );
    const { user } = renderCourse();
    const units = within(await screen.findByRole('list', { name: 'Units' })).getAllByRole('listitem', { name: /^Unit \d/ });
    expect(units.map((u) => u.getAttribute('aria-label'))).toEqual(['Unit 1: Getting started', 'Unit 2: Loops']);
    expect(screen.getByRole('button', { name: 'Move unit Getting started up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move unit Loops up' }));
    await waitFor(() => expect(moves).toEqual([{ direction: 'up', id: '00000000-0000-4000-8000-0000000000a2' }]));

    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New unit' });
    await user.type(within(dialog).getByLabelText('Unit name'), 'Functions');
    await user.selectOptions(within(dialog).getByLabelText('Colour level (1–5)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add unit' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Functions', level: 3, description: '' }]));
    await screen.findByText('Unit Functions added');
  });

  it('says why a unit with progress cannot be deleted, and what deleting an unused item removes', async () => {
    const deleted: string[] = [];
    server.use(
      mockEndpoint(api.catalogueCourse, () => catalogueDetailFixture()),
      mockEndpoint(api.contentDelete, ({ params }) => {
        deleted.push(params.id!);
        return { units: 0, contents: 1 };
      }),
    );
    const { user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: 'Delete unit Getting started' }));
    const blocked = await screen.findByRole('dialog', { name: 'Delete unit Getting started?' });
    expect(blocked).toHaveTextContent('Students have 5 progress records');
    expect(within(blocked).queryByRole('button', { name: 'Delete unit' })).not.toBeInTheDocument();
    await user.click(within(blocked).getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('button', { name: 'Delete First quiz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete First quiz?' });
    expect(confirm).toHaveTextContent('This removes the quiz First quiz from the course.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete content' }));
    await waitFor(() => expect(deleted).toEqual(['00000000-0000-4000-8000-0000000000b2']));
  });

  it('shows a 409 from the server in the delete dialog', async () => {
    server.use(
      mockEndpoint(api.catalogueCourse, () => catalogueDetailFixture({ classCount: 0 })),
      mockEndpoint(api.courseDelete, () => apiError(409, 'This course is taught as 1 class; delete it first.')),
    );
    const { user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: 'Delete course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Python Foundations?' });
    expect(dialog).toHaveTextContent('with its 2 units, 3 content items');
    await user.click(within(dialog).getByRole('button', { name: 'Delete course' }));
    expect(await within(dialog).findByText('This course is taught as 1 class; delete it first.')).toBeInTheDocument();
  });
});

describe('courses: in Spanish', () => {
  it('shows the course outline, its buttons and why a unit cannot be deleted in Spanish', async () => {
    server.use(mockEndpoint(api.catalogueCourse, () => catalogueDetailFixture()));
    await inSpanish();
    const { user } = renderWithProviders(<CoursePage area="sup-admin" courseId="00000000-0000-4000-8000-0000000000c1" />, {
      path: '/$area/courses/$courseId',
      initialPath: '/sup-admin/courses/00000000-0000-4000-8000-0000000000c1',
      route: courseRoute,
    });
    const units = within(await screen.findByRole('list', { name: 'Unidades' })).getAllByRole('listitem', { name: /^Unidad \d/ });
    expect(units.map((u) => u.getAttribute('aria-label'))).toEqual(['Unidad 1: Getting started', 'Unidad 2: Loops']);
    expect(screen.getByRole('button', { name: 'Subir unidad Loops' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Editar el curso' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar unidad Getting started' }));
    const blocked = await screen.findByRole('dialog', { name: '¿Eliminar la unidad Getting started?' });
    expect(blocked).toHaveTextContent('Hay estudiantes con 5 registros de progreso');
    expect(within(blocked).getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});
