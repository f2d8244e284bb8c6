import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { policyFixture, privacyStudentFixture, privacyStudentsFixture } from '@/mocks/privacy';
import { server } from '@/mocks/server';
import { Route as privacyRoute } from '@/src/routes/$area/privacy/index';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { PrivacyStudentsRoutePage } from './students-page';

type ListBody = { page: number; pageSize: number; q?: string };

/** The list endpoint over `students`, searched and paged as the server does; records each body asked for. */
function studentsOf(students = privacyStudentsFixture(3)) {
  const bodies: ListBody[] = [];
  server.use(
    mockEndpoint(api.adminStudents, ({ body }) => {
      const request = body as ListBody;
      bodies.push(request);
      const term = request.q?.toLowerCase();
      const found = term
        ? students.filter((s) => `${s.firstName} ${s.lastName} ${s.studentNumber}`.toLowerCase().includes(term))
        : students;
      const { page, pageSize } = request;
      return { items: found.slice(page * pageSize, (page + 1) * pageSize), total: found.length, page, pageSize };
    }),
    mockEndpoint(api.privacyPolicy, () => policyFixture),
  );
  return bodies;
}

const renderPage = (initialPath = '/admin/privacy') =>
  renderWithProviders(<PrivacyStudentsRoutePage area={initialPath.startsWith('/sup-admin') ? 'sup-admin' : 'admin'} />, {
    path: '/$area/privacy/',
    initialPath,
    route: privacyRoute,
  });

describe('student privacy: the student list', () => {
  it('shows a skeleton, then each student with number, school, section and their status badges', async () => {
    studentsOf([
      privacyStudentFixture(),
      privacyStudentFixture({
        _id: '00000000-0000-4000-8000-0000000005a2',
        firstName: 'Leo',
        studentNumber: 'RMS-26186',
        gradeSection: null,
        deactivatedAt: '2026-09-01T00:00:00.000Z',
        deletionDueAt: '2026-12-23T10:00:00.000Z',
      }),
    ]);
    const held = holdEndpoint('adminStudents');
    renderPage();
    expect(await screen.findByLabelText('Loading students')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const items = within(await screen.findByRole('list', { name: 'Students' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Ella Morgan' })).toHaveAttribute(
      'href',
      '/admin/privacy/00000000-0000-4000-8000-0000000005a1',
    );
    expect(items[0]).toHaveTextContent('RMS-26185 · Maple Middle School · 6-A');
    expect(within(items[0]!).queryByText('Left school')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('RMS-26186 · Maple Middle School');
    expect(within(items[1]!).getByText('Left school')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Deletion on .*2026$/)).toBeInTheDocument();
    // The policy panel, in plain words.
    await screen.findByText(/^Runs every 6 hours\./);
    const policy = screen.getByRole('region', { name: 'How long we keep records' });
    expect(policy).toHaveTextContent('the record is kept 30 days after you ask');
    expect(policy).toHaveTextContent('keeps their record for 365 days');
    expect(policy).toHaveTextContent('removed after 7 days');
    expect(policy).toHaveTextContent('Runs every 6 hours.');
    expect(policy).toHaveTextContent('removed 2 student records and 1 upload');
  });

  it('searches on the server after a pause, with the search in the address, and says when nothing matches', async () => {
    const bodies = studentsOf([privacyStudentFixture(), ...privacyStudentsFixture(2)]);
    const { user, router } = renderPage();
    await screen.findByRole('link', { name: 'Ella Morgan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or student number' }), 'morgan');
    await waitFor(() => expect(router!.state.location.search).toEqual({ q: 'morgan' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Student1 Lee' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ella Morgan' })).toBeInTheDocument();
    // Typing is committed once, not letter by letter.
    expect(bodies.map((b) => b.q)).toEqual([undefined, 'morgan']);
    expect(bodies[1]).toEqual({ page: 0, pageSize: 20, q: 'morgan' });

    const box = screen.getByRole('searchbox', { name: 'Search by name or student number' });
    await user.clear(box);
    await user.type(box, 'nobody{Enter}');
    expect(await screen.findByText('No student matches')).toBeInTheDocument();
  });

  it('pages on the server and keeps the page in the address (super admin)', async () => {
    const bodies = studentsOf(privacyStudentsFixture(25));
    const { user, router } = renderPage('/sup-admin/privacy');
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Student1 Lee' })).toHaveAttribute(
      'href',
      '/sup-admin/privacy/00000000-0000-4000-8000-000000000001',
    );
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Student21 Lee' })).toBeInTheDocument();
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(router!.state.location.search).toEqual({ page: 1 });
    expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20 });
  });

  it('says when there are no students', async () => {
    studentsOf([]);
    renderPage();
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
  });

  it('shows a failed list with Retry, and Retry asks again', async () => {
    studentsOf();
    const failing = failEndpoint('adminStudents', 503);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the students.');
    failing.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Student1 Lee' })).toBeInTheDocument();
    expect(failing.calls()).toBe(2);
  });

  it('keeps the list when only the policy fails, with its own Retry', async () => {
    studentsOf();
    let fail = true;
    server.use(mockEndpoint(api.privacyPolicy, () => (fail ? apiError(503, 'Busy') : policyFixture)));
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the retention policy.');
    expect(screen.getByRole('link', { name: 'Student1 Lee' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The skeleton's frame has the same heading: wait for the panel's words.
    expect(await screen.findByText(/^Runs every 6 hours\./)).toBeInTheDocument();
  });

  it('says when the clean-up job is off and has not run', async () => {
    studentsOf();
    server.use(mockEndpoint(api.privacyPolicy, () => ({ ...policyFixture, jobIntervalSeconds: 0, lastRun: null })));
    renderPage();
    expect(await screen.findByText('Switched off on this server: nothing is removed automatically.')).toBeInTheDocument();
  });
});

describe('student privacy: in Spanish', () => {
  it('shows the list, the badges and the policy in Spanish, with Spanish dates', async () => {
    studentsOf([privacyStudentFixture({ deactivatedAt: '2026-09-01T00:00:00.000Z', deletionDueAt: '2026-12-23T10:00:00.000Z' })]);
    await inSpanish();
    renderPage();
    const items = within(await screen.findByRole('list', { name: 'Estudiantes' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Dejó la escuela')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Se elimina el 23 de diciembre de 2026')).toBeInTheDocument();
    const policy = await screen.findByRole('region', { name: 'Cuánto tiempo conservamos los expedientes' });
    expect(policy).toHaveTextContent('el expediente se conserva 30 días después de solicitarlo');
    expect(policy).toHaveTextContent('Se ejecuta cada 6 horas.');
  });
});
