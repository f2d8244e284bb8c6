import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import {
  activityFixture,
  analyticsSchoolIds,
  analyticsScopesFixture,
  completionFixture,
  emptyActivityFixture,
  gradebookUseFixture,
  timeSpentFixture,
} from '@/mocks/analytics';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { Route } from '@/src/routes/$area/analytics';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { AnalyticsRoutePage } from './analytics-page';

const range = '?from=2026-11-02&to=2026-11-15';

/** Every analytics endpoint answering its fixture; records each figure request's query string. */
function answerAll(activity = activityFixture) {
  const asked: string[] = [];
  const record = (request: Request) => asked.push(new URL(request.url).search);
  server.use(
    mockEndpoint(api.analyticsScopes, () => analyticsScopesFixture),
    mockEndpoint(api.analyticsActivity, ({ request }) => {
      record(request);
      return activity;
    }),
    mockEndpoint(api.analyticsCompletion, () => completionFixture),
    mockEndpoint(api.analyticsTimeSpent, () => timeSpentFixture),
    mockEndpoint(api.analyticsGradebook, () => gradebookUseFixture),
  );
  return asked;
}

const renderPage = (search = range) =>
  renderWithProviders(<AnalyticsRoutePage />, {
    path: '/$area/analytics',
    initialPath: `/admin/analytics${search}`,
    route: Route,
    routeContext: { user: { role: 'district-admin' } },
  });

describe('analytics page', () => {
  const created = vi.fn((_blob: Blob) => 'blob:csv');
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

  it('shows a skeleton per section, then the chart; the table view has the same numbers, and the CSV too', async () => {
    const asked = answerAll();
    const held = holdEndpoint('analyticsActivity');
    const { user } = renderPage();
    expect(await screen.findByLabelText('Loading active users')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const card = await screen.findByRole('region', { name: 'Active teachers and students' }, { timeout: 5000 });
    expect(asked).toEqual(['?from=2026-11-02&to=2026-11-15']);
    expect(within(card).getByText(/7 of 9 teachers and 1400 of 1500 students were active/)).toBeInTheDocument();
    // The chart (recharts, lazily loaded) is one named image; its numbers are in the table view.
    expect(await within(card).findByRole('img', { name: /Active teachers and students, chart/ })).toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: 'Table' }));
    const table = within(card).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['Week ofActive teachersActive students', '2 Nov4120', '9 Nov61,350']);
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Download Active teachers and students as CSV' }));
    expect(created).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await created.mock.calls[0]![0].arrayBuffer());
    // UTF-8 with its byte-order mark (spreadsheets read it right), then the table's rows with raw numbers.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Week of,Active teachers,Active students\r\n2026-11-02,4,120\r\n2026-11-09,6,1350\r\n',
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('analytics-active-users-2026-11-02-to-2026-11-15.csv');
  });

  it('shows each figure set: completion by school and grade, time spent in hours, gradebook use', async () => {
    answerAll();
    const { user } = renderPage();
    const bySchool = await screen.findByRole('region', { name: 'Course completion by school' });
    await user.click(within(bySchool).getByRole('radio', { name: 'Table' }));
    expect(within(bySchool).getByRole('row', { name: /South Middle School/ })).toHaveTextContent('South Middle School42.5%800700');
    expect(screen.getByRole('region', { name: 'Course completion by grade' })).toBeInTheDocument();
    const time = screen.getByRole('region', { name: 'Time spent in the app' });
    expect(time).toHaveTextContent('25 h by teachers, 1 h by admins and 0.8 h by parents');
    await user.click(within(time).getByRole('radio', { name: 'Table' }));
    expect(within(time).getByRole('row', { name: /2 Nov/ })).toHaveTextContent('2 Nov1010.5');
    const classes = screen.getByRole('region', { name: 'Classes with a gradebook' });
    expect(classes).toHaveTextContent('9 of 18 classes');
  });

  it('speaks Spanish: titles, labels, and numbers as Spanish writes them', async () => {
    answerAll();
    await inSpanish();
    const { user } = renderPage();
    const bySchool = await screen.findByRole('region', { name: 'Avance en los cursos por escuela' });
    await user.click(within(bySchool).getByRole('radio', { name: 'Tabla' }));
    expect(within(bySchool).getByRole('row', { name: /South Middle School/ })).toHaveTextContent('South Middle School42,5 %800700');
    const time = screen.getByRole('region', { name: 'Tiempo dedicado en la aplicación' });
    expect(time).toHaveTextContent('25 h de docentes, 1 h de administración y 0,8 h de familias');
    expect(screen.getByRole('button', { name: 'Mostrar' })).toBeInTheDocument();
  });

  it('says when nothing happened in the range instead of drawing an empty chart', async () => {
    answerAll(emptyActivityFixture);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Active teachers and students' });
    expect(within(card).getByText('No activity in this range')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  });

  it('shows a failed section with Retry, leaving the others up', async () => {
    answerAll();
    const failing = failEndpoint('analyticsTimeSpent');
    const { user } = renderPage();
    expect(await screen.findByText('Could not load the time spent.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Active teachers and students' })).toBeInTheDocument();
    failing.recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Time spent in the app' })).toBeInTheDocument();
  });

  it('checks the dates before asking, and puts the scope and dates in the address', async () => {
    const asked = answerAll();
    const { user, router } = renderPage();
    await screen.findByRole('region', { name: 'Active teachers and students' });
    const form = screen.getByRole('form', { name: 'Analytics filters' });
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-11-22');
    await user.selectOptions(within(form).getByLabelText('School'), 'South Middle School');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router!.state.location.search).toEqual({ from: '2026-11-02', to: '2026-11-22', school: analyticsSchoolIds.south }),
    );
    await waitFor(() => expect(asked.at(-1)).toBe(`?from=2026-11-02&to=2026-11-22&schoolId=${analyticsSchoolIds.south}`));
  });
});
