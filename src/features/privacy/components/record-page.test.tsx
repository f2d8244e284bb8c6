import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import type { PrivacyStudent, RecordAccess } from '@/contract/schemas/privacy';
import { apiError, interceptEndpoint, mockEndpoint } from '@/mocks/endpoint';
import { accessFixture, policyFixture, privacyStudentFixture, zipFileFixture } from '@/mocks/privacy';
import { server } from '@/mocks/server';
import { Route as adminRecordRoute } from '@/src/routes/$area/privacy/$studentId';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { renderWithProviders } from '@/src/test/render';
import { formatDate } from '../lib/format';
import { StudentRecordRoutePage } from './record-page';

const student = privacyStudentFixture();
const path = `/admin/privacy/${student._id}`;
const dueAt = '2026-12-23T10:00:00.000Z';

/** The server's side of one student: the record with its log, deletion and its cancellation; counts the calls. */
function recordServer({ log = accessFixture, initial = student }: { log?: RecordAccess[]; initial?: PrivacyStudent } = {}) {
  let current = initial;
  const calls = { delete: [] as unknown[], cancel: 0, export: 0 };
  server.use(
    mockEndpoint(api.studentRecordAccess, ({ body }) => {
      const { page, pageSize } = body as { page: number; pageSize: number };
      return { items: log.slice(page * pageSize, (page + 1) * pageSize), total: log.length, page, pageSize, student: current };
    }),
    mockEndpoint(api.privacyPolicy, () => policyFixture),
    mockEndpoint(api.studentDeletionRequest, ({ body }) => {
      calls.delete.push(body);
      current = { ...current, deletionDueAt: dueAt };
      return { deletionDueAt: dueAt };
    }),
    mockEndpoint(api.studentDeletionCancel, () => {
      calls.cancel += 1;
      current = { ...current, deletionDueAt: null };
      return current;
    }),
    mockEndpoint(api.adminStudentExport, () => {
      calls.export += 1;
      return zipFileFixture;
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithProviders(<StudentRecordRoutePage area="admin" studentId={student._id} />, {
    path: '/$area/privacy/$studentId',
    initialPath: path,
    route: adminRecordRoute,
  });

async function openDeleteDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete student' }));
  return screen.findByRole('dialog', { name: 'Delete Ella Morgan?' });
}

describe('student privacy: a student record', () => {
  it('shows a skeleton, then the student and who read the record, in plain words', async () => {
    recordServer();
    const held = holdEndpoint('studentRecordAccess');
    renderPage();
    expect(await screen.findByLabelText("Loading the student's record")).toHaveAttribute('aria-busy', 'true');
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ella Morgan' })).toBeInTheDocument();
    expect(screen.getByText('RMS-26185 · Maple Middle School · 6-A')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Who read the record' });
    const rows = within(table).getAllByRole('row');
    // jsdom runs no container queries: it sees the narrow table, the role under the name (the wide one has a Role column).
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Who', 'What they did']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Grace Nakamura');
    expect(rows[1]).toHaveTextContent('School admin');
    expect(rows[1]).toHaveTextContent('Downloaded the whole record');
    const cells = within(rows[2]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([expect.any(String), 'Alex RiveraTeacher', 'Viewed course progress']);
    expect(rows[3]).toHaveTextContent('A deleted account');
    expect(rows[3]).toHaveTextContent('Opened the student profile');
    expect(within(rows[1]!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', accessFixture[0]!.at);
  });

  it('pages the log on the server, with the page in the address', async () => {
    const log = Array.from({ length: 23 }, (_, i) => ({ ...accessFixture[1]!, at: new Date(Date.UTC(2026, 10, 23 - i)).toISOString() }));
    recordServer({ log });
    const { user, router } = renderPage();
    expect(await screen.findByText('1–20 of 23')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Access log pages' })).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Who read the record' })).getAllByRole('row')).toHaveLength(4);
    expect(router!.state.location.search).toEqual({ page: 1 });
  });

  it('says when a student who left is removed, by the policy', async () => {
    recordServer({ initial: { ...student, deactivatedAt: '2026-09-01T12:00:00.000Z' } });
    renderPage();
    expect(await screen.findByText(/^Left the school on/)).toHaveTextContent(
      `Left the school on ${formatDate('2026-09-01T12:00:00.000Z')}. The record is kept for 365 days, then the automatic clean-up removes it (about ${formatDate('2027-09-01T12:00:00.000Z')}).`,
    );
    expect(screen.getByText('Left school')).toBeInTheDocument();
  });

  it('says when nobody has read the record yet', async () => {
    recordServer({ log: [] });
    renderPage();
    expect(await screen.findByText('Nobody has read this record yet')).toBeInTheDocument();
  });

  it('says "not found" for a student out of reach, with the way back', async () => {
    server.use(
      mockEndpoint(api.studentRecordAccess, () => apiError(404, 'Not found.')),
      mockEndpoint(api.privacyPolicy, () => policyFixture),
    );
    renderPage();
    expect(await screen.findByText('This student was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All students' })).toHaveAttribute('href', '/admin/privacy');
  });

  it('shows a failed load with Retry, and Retry asks again', async () => {
    recordServer();
    const failing = failEndpoint('studentRecordAccess', 503);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Could not load the student's record.");
    const failedCalls = failing.calls();
    failing.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ella Morgan' })).toBeInTheDocument();
    expect(failing.calls()).toBeGreaterThan(failedCalls);
  });

  describe('downloading', () => {
    const created = vi.fn((_blob: Blob) => 'blob:record');
    const originalCreate = URL.createObjectURL;
    let click: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      URL.createObjectURL = created as typeof URL.createObjectURL;
      URL.revokeObjectURL = vi.fn();
      click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    });
    afterEach(() => {
      URL.createObjectURL = originalCreate;
      click.mockRestore();
      created.mockClear();
    });

    it('downloads the record as the zip the server sent', async () => {
      const calls = recordServer();
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Download record' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(calls.export).toBe(1);
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ella-morgan-record.zip');
      const blob = created.mock.calls[0]![0];
      expect(blob.type).toBe('application/zip');
      expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 2))).toBe('PK');
    });
  });

  describe('deleting', () => {
    it('says what goes and for how long it can be cancelled; Delete stays off until the full name is typed', async () => {
      const calls = recordServer();
      const { user } = renderPage();
      const dialog = await openDeleteDialog(user);
      for (const part of ['Profile', 'Enrollments', 'Progress', 'Grades', 'Time spent', 'Notifications', 'who read their record'])
        expect(dialog).toHaveTextContent(part);
      expect(dialog).toHaveTextContent('kept for 30 days');
      expect(dialog).toHaveTextContent('After that it cannot be undone.');
      const confirm = within(dialog).getByRole('button', { name: 'Delete student' });
      const field = within(dialog).getByLabelText('Type "Ella Morgan" to confirm');
      expect(confirm).toBeDisabled();
      await user.type(field, 'Ella');
      expect(confirm).toBeDisabled();
      await user.type(field, ' morgan');
      expect(confirm).toBeDisabled();
      await user.clear(field);
      await user.type(field, '  Ella   Morgan ');
      expect(confirm).toBeEnabled();
      await user.click(within(dialog).getByRole('button', { name: 'Keep the student' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.delete).toEqual([]);
    });

    it("shows the server's 400 on the field, then schedules, shows the date, and cancels", async () => {
      const calls = recordServer();
      let refuse = true;
      server.use(
        // The first answer is the server's refusal; the handlers set up before answer the next.
        interceptEndpoint(api.studentDeletionRequest, () => {
          if (!refuse) return undefined;
          refuse = false;
          return apiError(400, 'Invalid request', { details: [{ path: 'body.confirmName', message: "must be the student's full name" }] });
        }),
      );
      const { user } = renderPage();
      const dialog = await openDeleteDialog(user);
      const field = within(dialog).getByLabelText('Type "Ella Morgan" to confirm');
      await user.type(field, 'Ella Morgan');
      await user.click(within(dialog).getByRole('button', { name: 'Delete student' }));
      // The field's refusal in the reader's language, by its path (not the server's words).
      expect(await within(dialog).findByText("Type the student's first and last name")).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');

      // Enter sends the form again.
      await user.type(field, '{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.delete).toEqual([{ confirmName: 'Ella Morgan' }]);
      const notice = await screen.findByRole('region', { name: 'Deletion' });
      expect(notice).toHaveTextContent(`Scheduled for deletion on ${formatDate(dueAt)}`);
      expect(screen.queryByRole('button', { name: 'Delete student' })).not.toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: 'Cancel deletion' }));
      expect(await screen.findByRole('button', { name: 'Delete student' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Deletion' })).not.toBeInTheDocument();
      expect(calls.cancel).toBe(1);
      expect(await screen.findByText('The deletion of Ella Morgan is cancelled. The record stays.')).toBeInTheDocument();
    });

    it('answers a 409 on cancel kindly and shows what the server now holds', async () => {
      recordServer({ initial: { ...student, deletionDueAt: dueAt } });
      let cancelled = false;
      server.use(
        mockEndpoint(api.studentDeletionCancel, () => {
          cancelled = true;
          return apiError(409, 'No deletion is pending.', { code: 'CONFLICT' });
        }),
        mockEndpoint(api.studentRecordAccess, ({ body }) => {
          const { page, pageSize } = body as { page: number; pageSize: number };
          return { items: [], total: 0, page, pageSize, student: cancelled ? student : { ...student, deletionDueAt: dueAt } };
        }),
      );
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Cancel deletion' }));
      expect(await screen.findByText('There was no deletion of Ella Morgan left to cancel.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Delete student' })).toBeInTheDocument();
    });
  });
});
