import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { auditEntriesFixture, auditEntryFixture, logExportFixture, logsHandlers, signInFixture } from '@/mocks/logs';
import { server } from '@/mocks/server';
import { Route as logsRoute } from '@/src/routes/$area/logs';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { LogsRoutePage } from './logs-page';

function setUp(...args: Parameters<typeof logsHandlers>) {
  const { handlers, bodies } = logsHandlers(...args);
  server.use(...handlers);
  return bodies;
}

const renderLogs = (initialPath = '/admin/logs') =>
  renderWithProviders(<LogsRoutePage />, { path: '/$area/logs', initialPath, route: logsRoute });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('logs: the audit log', () => {
  it('shows a skeleton, then each entry with time, actor, action, record and address', async () => {
    setUp([
      auditEntryFixture(),
      auditEntryFixture({ _id: '2', action: 'retention.run', entity: 'privacy', entityId: null, record: null, actor: null, ip: null }),
    ]);
    const held = holdEndpoint('auditLogList');
    renderLogs();
    expect(await screen.findByLabelText('Loading the logs')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [first, second] = rowsOf(table);
    expect(first).toHaveTextContent('Tess Teacher');
    expect(first).toHaveTextContent('Teacher · teacher@demo.test');
    expect(first).toHaveTextContent('student.read');
    expect(first).toHaveTextContent('Ella Morgan');
    expect(first).toHaveTextContent('198.51.100.10');
    expect(within(first!).getByRole('time')).toHaveAttribute('datetime', '2026-11-23T09:15:00.000Z');
    // A job's entry: no actor and no address.
    expect(second).toHaveTextContent('The server');
    expect(second).toHaveTextContent('retention.run');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('filters on the server with every filter in the address', async () => {
    const bodies = setUp();
    const { user, router } = renderLogs();
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by user name or email' }), 'tess{Enter}');
    await waitFor(() => expect(router!.state.location.search).toEqual({ q: 'tess' }));
    await user.selectOptions(screen.getByLabelText('Record kind'), 'Student');
    await user.type(screen.getByLabelText('Record id'), 'abc{Enter}');
    await user.type(screen.getByLabelText('Action'), 'student.{Enter}');
    await waitFor(() => expect(router!.state.location.search).toEqual({ q: 'tess', entity: 'student', record: 'abc', action: 'student.' }));
    expect(bodies.audit.at(-1)).toEqual({ q: 'tess', entity: 'student', entityId: 'abc', action: 'student.', page: 0, pageSize: 25 });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router!.state.location.search).toEqual({}));
  });

  it('sends days as the start of the first and the end of the last, in local time', async () => {
    const bodies = setUp();
    renderLogs('/admin/logs?from=2026-11-01&to=2026-11-02');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(bodies.audit.at(-1)).toMatchObject({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 3).toISOString(),
    });
  });

  it('sorts by a column on the server, and reverses on a second click', async () => {
    const bodies = setUp();
    const { user, router } = renderLogs();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Time')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header('Action')).getByRole('button'));
    await waitFor(() => expect(header('Action')).toHaveAttribute('aria-sort', 'ascending'));
    expect(router!.state.location.search).toEqual({ sort: 'action', dir: 'asc' });
    expect(bodies.audit.at(-1)).toMatchObject({ sort: 'action', dir: 'asc' });
    await user.click(within(header('Action')).getByRole('button'));
    await waitFor(() => expect(header('Action')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Time')).toHaveAttribute('aria-sort', 'none');
  });

  it('pages on the server and keeps the page in the address (super admin)', async () => {
    const bodies = setUp(auditEntriesFixture(30));
    const { user, router } = renderLogs('/sup-admin/logs');
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Audit log' }))).toHaveLength(5);
    expect(router!.state.location.search).toEqual({ page: 1 });
    expect(bodies.audit.at(-1)).toEqual({ page: 1, pageSize: 25 });
  });

  it('says when nothing is logged, and when nothing matches', async () => {
    setUp([]);
    const { user } = renderLogs();
    expect(await screen.findByText('Nothing logged yet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by user name or email' }), 'nobody{Enter}');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, and Retry asks again', async () => {
    setUp();
    const failing = failEndpoint('auditLogList', 503);
    const { user } = renderLogs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the logs.');
    failing.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument();
    expect(failing.calls()).toBe(2);
  });
});

describe('logs: in Spanish', () => {
  it('shows the audit log with Spanish headings, labels and counts', async () => {
    setUp([auditEntryFixture(), auditEntryFixture({ _id: '2', actor: null, ip: null })]);
    await inSpanish();
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
    expect(within(table).getByRole('columnheader', { name: /^Acción/ })).toBeInTheDocument();
    expect(rowsOf(table)[0]).toHaveTextContent('Docente · teacher@demo.test');
    expect(rowsOf(table)[1]).toHaveTextContent('El servidor');
    expect(screen.getByText('2 entradas')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre de usuario o correo' })).toBeInTheDocument();
  });
});

describe('logs: sign-ins', () => {
  it('switches to the sign-ins tab, keeping the user search, and filters by outcome', async () => {
    const bodies = setUp(auditEntriesFixture(2), [
      signInFixture(),
      signInFixture({ _id: '2', email: 'nobody@example.test', outcome: 'failure', user: null, userAgent: null }),
    ]);
    const { user, router } = renderLogs('/admin/logs?q=te&action=student');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('tab', { name: 'Sign-ins' }));
    const table = await screen.findByRole('table', { name: 'Sign-ins' });
    expect(router!.state.location.search).toEqual({ tab: 'sign-ins', q: 'te' });
    const [ok, failed] = rowsOf(table);
    expect(ok).toHaveTextContent('Signed in');
    expect(ok).toHaveTextContent('Tess Teacher');
    expect(failed).toHaveTextContent('nobody@example.test');
    expect(failed).toHaveTextContent('No such account');
    expect(failed).toHaveTextContent('Failed');
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Failed');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Sign-ins' }))).toHaveLength(1));
    expect(bodies.signIns.at(-1)).toEqual({ q: 'te', outcome: 'failure', page: 0, pageSize: 25 });
  });
});

describe('logs: the CSV download', () => {
  const created = vi.fn((_blob: Blob) => 'blob:log');
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

  it('asks for the current filter and saves the file; says when it holds only the first rows', async () => {
    setUp();
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(api.auditLogExport, ({ body }) => {
        asked.push(body);
        return { ...logExportFixture, truncated: true };
      }),
    );
    const { user } = renderLogs('/admin/logs?entity=student&sort=action&dir=asc');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([{ entity: 'student', sort: 'action', dir: 'asc' }]);
    const blob = created.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toContain('Tess Teacher');
    expect(await screen.findByText(/The file holds the first 50,000 entries/)).toBeInTheDocument();
  });
});
