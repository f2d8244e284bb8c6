import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { bugReportFixtures, bugReportHandlers, crashGroupHandlers } from '@/mocks/reports';
import { server } from '@/mocks/server';
import { Route as bugReportsRoute } from '@/src/routes/$area/_super-admin/bug-reports';
import { Route as crashReportsRoute } from '@/src/routes/$area/_super-admin/crash-reports';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import type { BugReportsSearch } from '../api/keys';
import { BugReportsPage } from './bug-reports-page';
import { CrashReportsPage } from './crash-reports-page';

/** The page with its address held in state, as the route holds it in the URL. */
function BugReports() {
  const [search, setSearch] = useState<BugReportsSearch>({});
  return <BugReportsPage search={search} onChange={(change) => setSearch((previous) => ({ ...previous, ...change }))} />;
}

const renderBugReports = () =>
  renderWithProviders(<BugReports />, {
    path: '/$area/_super-admin/bug-reports',
    initialPath: '/sup-admin/bug-reports',
    route: bugReportsRoute,
  });

describe('bug report triage', () => {
  it('lists open reports with severity and reporter, and switches status by tab', async () => {
    server.use(...bugReportHandlers());
    const { user } = renderBugReports();
    const list = await screen.findByRole('list', { name: 'Bug reports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const row = within(list).getByRole('button', { name: 'Open report: Gradebook save fails' });
    expect(row).toHaveTextContent('Blocking');
    expect(row).toHaveTextContent('Tess Teacher');
    expect(within(row).getByLabelText('Has a screenshot')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('button', { name: 'Open report: Typo on dashboard' });
    expect(closed).toHaveTextContent('Deleted account');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bug reports' })).getAllByRole('listitem')).toHaveLength(3));
  });

  it('opens a report in full and moves it to in progress', async () => {
    const reports = bugReportFixtures();
    server.use(...bugReportHandlers(reports));
    const { user } = renderBugReports();
    await user.click(await screen.findByRole('button', { name: 'Open report: Gradebook save fails' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bug report' });
    expect(await within(drawer).findByText('It saves.')).toBeInTheDocument();
    expect(within(drawer).getByAltText('Screenshot of: Gradebook save fails')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    await user.click(within(drawer).getByRole('button', { name: 'In progress' }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'In progress' })).toHaveAttribute('aria-pressed', 'true'));
    expect(reports[0]?.status).toBe('in-progress');
    await user.click(within(drawer).getByRole('button', { name: 'Close the report' }));
    // No longer open: the list was read again.
    expect(await screen.findByText('No reports here')).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    server.use(...bugReportHandlers());
    const { user } = renderBugReports();
    await user.type(await screen.findByRole('searchbox', { name: 'Search title, description or page' }), 'nothing like this{Enter}');
    expect(await screen.findByText('No reports match')).toBeInTheDocument();
  });

  it('has an error state with Retry', async () => {
    server.use(mockEndpoint(api.bugReportList, () => apiError(500, 'Something went wrong on our side')));
    renderBugReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the bug reports.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('crash reports', () => {
  const renderCrashes = () =>
    renderWithProviders(<CrashReportsPage search={{}} onChange={() => undefined} />, {
      path: '/$area/_super-admin/crash-reports',
      initialPath: '/sup-admin/crash-reports',
      route: crashReportsRoute,
    });

  it('shows each message with its count, users and latest sample', async () => {
    server.use(...crashGroupHandlers());
    renderCrashes();
    const group = (await screen.findByRole('list', { name: 'Crash groups' })).querySelector('li')!;
    expect(group).toHaveTextContent('TypeError: x is undefined');
    expect(group).toHaveTextContent('4 reports');
    expect(group).toHaveTextContent('2 users affected');
    expect(group).toHaveTextContent('/teacher/students');
    expect(group).toHaveTextContent('at roster.js:12');
  });

  it('has an empty state', async () => {
    server.use(...crashGroupHandlers([]));
    renderCrashes();
    expect(await screen.findByText('No crashes reported')).toBeInTheDocument();
  });
});

describe('triage pages: in Spanish', () => {
  it('lists bug reports with severity and status, opens one, and counts crashes in Spanish', async () => {
    server.use(...bugReportHandlers(), ...crashGroupHandlers());
    await inSpanish();
    const { user, unmount } = renderBugReports();
    const list = await screen.findByRole('list', { name: 'Informes de errores' });
    const row = within(list).getByRole('button', { name: 'Abrir el informe: Gradebook save fails' });
    expect(row).toHaveTextContent('Bloqueante');
    expect(screen.getByRole('tab', { name: 'Cerrado' })).toBeInTheDocument();
    await user.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'Informe de error' });
    expect(await within(drawer).findByText('Qué pasó')).toBeInTheDocument();
    unmount();
    renderWithProviders(<CrashReportsPage search={{}} onChange={() => undefined} />, {
      path: '/$area/_super-admin/crash-reports',
      initialPath: '/sup-admin/crash-reports',
      route: crashReportsRoute,
    });
    const group = (await screen.findByRole('list', { name: 'Grupos de fallos' })).querySelector('li')!;
    expect(group).toHaveTextContent('4 informes');
    expect(group).toHaveTextContent('2 usuarios afectados');
  });
});
