import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { RosterImport, RosterProgress } from '@/contract/schemas/roster';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { onePage } from '@/mocks/organisation';
import { applyStreamMock, rosterErrorsFixture, rosterHandlers, rosterImportFixture, rosterSummaryFixture } from '@/mocks/roster';
import { server } from '@/mocks/server';
import { schoolsFixture } from '@/mocks/shell';
import { Route as rosterRoute } from '@/src/routes/$area/roster';
import { failEndpoint, holdEndpoint, spyEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { RosterRoutePage } from './roster-page';

type Role = 'super-admin' | 'district-admin' | 'school-admin';

function renderPage(role: Role = 'district-admin') {
  const initialPath = role === 'super-admin' ? '/sup-admin/roster' : '/admin/roster';
  return renderWithProviders(<RosterRoutePage />, {
    path: '/$area/roster',
    initialPath,
    route: rosterRoute,
    routeContext: { user: { role } },
  });
}

/** The upload answers `dryRun`, and the import reads back as `dryRun` (or what `detail` says). */
function answerUpload(dryRun: RosterImport, detail: () => RosterImport = () => dryRun) {
  server.use(
    mockEndpoint(api.rosterImportCreate, () => dryRun),
    mockEndpoint(api.rosterImport, () => detail()),
  );
}

const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
const zipFile = (name = 'north-roster.zip') => new File([zipBytes], name, { type: 'application/zip' });

async function uploadZip(user: ReturnType<typeof renderPage>['user'], file = zipFile()) {
  await user.upload(await screen.findByTestId('roster-file-input'), file);
  await user.click(screen.getByRole('button', { name: 'Upload and check' }));
}

describe('roster import screen', () => {
  it('shows a skeleton, then the empty history saying what a OneRoster zip is', async () => {
    server.use(...rosterHandlers([]));
    const held = holdEndpoint('rosterImports');
    renderPage();
    expect(await screen.findByLabelText('Loading the roster import')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    expect(screen.getByText(/orgs, academicSessions, courses, classes, users and enrollments/)).toBeInTheDocument();
  });

  it('speaks Spanish: the page, the upload zone and the history', async () => {
    server.use(...rosterHandlers([rosterSummaryFixture()]));
    await inSpanish();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Importación de listas' })).toBeInTheDocument();
    expect(screen.getByText('Suelte aquí el zip de OneRoster')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Importaciones' })).getByRole('button', { name: /^Abrir / })).toBeInTheDocument();
  });

  it('has an error state with Retry', async () => {
    server.use(...rosterHandlers([]));
    const failing = failEndpoint('rosterImports', 503);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the roster imports.');
    failing.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
  });

  it('uploads the zip as base64 for the chosen target and shows the dry run: counts per file, totals, the sample', async () => {
    server.use(...rosterHandlers([]));
    answerUpload(rosterImportFixture());
    const uploads = spyEndpoint('rosterImportCreate');
    const { user } = renderPage('super-admin');
    await user.selectOptions(await screen.findByLabelText('District'), 'South District');
    await user.selectOptions(screen.getByLabelText('School'), schoolsFixture[2]!.name);
    await uploadZip(user);

    const dryRun = await screen.findByRole('region', { name: 'Dry run' });
    // The upload zone starts afresh for the next zip.
    expect(screen.queryByRole('button', { name: 'Upload and check' })).not.toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body).toEqual({
      districtId: 'd2',
      schoolId: schoolsFixture[2]!._id,
      fileName: 'north-roster.zip',
      file: btoa(String.fromCharCode(...zipBytes)),
    });
    const table = within(dryRun).getByRole('table', { name: 'Changes per file of north-roster.zip' });
    const users = within(table).getByRole('row', { name: /users\.csv/ });
    expect(
      within(users)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '5', '2', '100']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['167', '6', '9', '402']);
    // The sample, with each changed field from → to.
    await user.click(within(dryRun).getByText('users.csv', { selector: 'summary span' }));
    const sample = within(dryRun).getByRole('list', { name: 'Sample of users.csv' });
    expect(sample).toHaveTextContent('Ada Lovelace');
    expect(sample).toHaveTextContent('email: ada@old.test → changes to ada@north.test');
    expect(within(dryRun).getByRole('button', { name: 'Apply import' })).toBeEnabled();
    expect(within(dryRun).queryByRole('table', { name: 'Errors in the zip' })).not.toBeInTheDocument();
  });

  it('refuses a dropped file that is not a zip before sending anything, and takes a dropped zip', async () => {
    server.use(...rosterHandlers([]));
    const uploads = spyEndpoint('rosterImportCreate');
    renderPage();
    const zone = await screen.findByTestId('roster-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['a,b'], 'users.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText(/"users.csv" is not a .zip file/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload and check' })).not.toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [zipFile()] } });
    expect(await screen.findByText('north-roster.zip')).toBeInTheDocument();
    expect(screen.getByText('(9 B)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and check' })).toBeEnabled();
    expect(uploads).toHaveLength(0);
  });

  it('lists the errors by file, line and column, paged, and keeps Apply disabled saying why', async () => {
    server.use(...rosterHandlers([]));
    answerUpload(rosterImportFixture({ status: 'invalid', errorCount: 612, errors: rosterErrorsFixture(500) }));
    const { user } = renderPage();
    await uploadZip(user);
    const dryRun = await screen.findByRole('region', { name: 'Dry run' });
    const errors = within(dryRun).getByRole('table', { name: 'Errors in the zip' });
    const rows = within(errors).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['users.csv', '2', 'email', 'not an email address (row 2)']);
    expect(within(dryRun).getByText('612 errors; the first 500 are listed.')).toBeInTheDocument();
    expect(within(dryRun).getByText('1–25 of 500')).toBeInTheDocument();
    await user.click(within(dryRun).getByRole('button', { name: 'Next' }));
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('not an email address (row 27)');

    const apply = within(dryRun).getByRole('button', { name: 'Apply import' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(/Cannot apply: the zip has 612 errors/);
  });

  it('applies after confirming, shows the progress bar from the stream, reaches done and refreshes the history', async () => {
    server.use(...rosterHandlers([]));
    const dryRun = rosterImportFixture();
    let applied = false;
    answerUpload(dryRun, () => (applied ? { ...dryRun, status: 'applied', canRollBack: true } : dryRun));
    const appliedSummary = rosterSummaryFixture({ status: 'applied', canRollBack: true, appliedAt: '2026-11-20T07:05:00.000Z' });
    const events: RosterProgress[] = [
      { phase: 'reading', done: 0, total: 0, file: null },
      { phase: 'writing', done: 50, total: 182, file: 'users' },
      { phase: 'done', done: 182, total: 182, file: null, import: appliedSummary },
    ];
    const stream = applyStreamMock(events, { stepwise: true });
    server.use(stream.handler);
    const history = spyEndpoint('rosterImports');
    const { user } = renderPage();
    await uploadZip(user);
    const panel = await screen.findByRole('region', { name: 'Dry run' });
    await user.click(within(panel).getByRole('button', { name: 'Apply import' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Apply this import?' });
    expect(confirm).toHaveTextContent('North District creates 167, updates 6 and deactivates 9 records');
    await user.click(within(confirm).getByRole('button', { name: 'Apply' }));

    const bar = await screen.findByRole('progressbar', { name: 'Applying the import' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.requests[0]!.method).toBe('POST');
    expect(stream.requests[0]!.url).toMatch(/\/api\/v1\/admin\/roster\/import\/00000000-0000-4000-8000-0000000000f1\/apply$/);
    stream.step();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Reading the zip…'));
    expect(bar).not.toHaveAttribute('aria-valuenow');
    stream.step();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuemax', '182');
    expect(bar).toHaveAttribute('aria-valuetext', 'Writing users.csv: 50 of 182 records');
    const historyCalls = history.length;
    applied = true;
    stream.step();
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Import applied');
    expect(result).toHaveTextContent('It created 167, updated 6 and deactivated 9 records.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(history.length).toBeGreaterThan(historyCalls));
    expect(await within(panel).findByText('Applied')).toBeInTheDocument();
  });

  it('shows a refusal before the stream (409) and keeps the import as it was', async () => {
    server.use(...rosterHandlers([]));
    answerUpload(rosterImportFixture());
    server.use(mockEndpoint(api.rosterImportApply, () => apiError(409, 'This import is no longer a dry run.', { code: 'CONFLICT' })));
    const { user } = renderPage();
    await uploadZip(user);
    const panel = await screen.findByRole('region', { name: 'Dry run' });
    await user.click(within(panel).getByRole('button', { name: 'Apply import' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The import was not applied');
    expect(alert).toHaveTextContent('This import is no longer a dry run.');
    expect(within(panel).getByRole('button', { name: 'Apply import' })).toBeEnabled();
  });

  it('a school admin imports into their school: no district or whole-district choice', async () => {
    server.use(
      mockEndpoint(api.schoolsAll, () => onePage([schoolsFixture[0]!])),
      ...rosterHandlers([]).slice(2),
    );
    answerUpload(rosterImportFixture());
    const uploads = spyEndpoint('rosterImportCreate');
    const { user } = renderPage('school-admin');
    expect(await screen.findByText(schoolsFixture[0]!.name)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await uploadZip(user);
    await screen.findByRole('region', { name: 'Dry run' });
    expect(uploads[0]!.body).toMatchObject({ districtId: 'd1', schoolId: schoolsFixture[0]!._id });
  });

  it('rolls back the newest applied import after confirming', async () => {
    const applied = rosterSummaryFixture({ status: 'applied', canRollBack: true, appliedAt: '2026-11-20T07:05:00.000Z' });
    const older = rosterSummaryFixture({ _id: '00000000-0000-4000-8000-0000000000f0', fileName: 'old.zip', status: 'rolled-back' });
    let rolledBack = false;
    server.use(
      mockEndpoint(api.districtsAll, () => onePage([])),
      mockEndpoint(api.schoolsAll, () => onePage(schoolsFixture)),
      mockEndpoint(api.rosterImports, () => {
        const first = rolledBack ? { ...applied, status: 'rolled-back' as const, canRollBack: false } : applied;
        return { items: [first, older], total: 2, page: 0, pageSize: 10 };
      }),
      mockEndpoint(api.rosterImportRollback, () => {
        rolledBack = true;
        return { ...applied, status: 'rolled-back' as const, canRollBack: false };
      }),
    );
    const rollbacks = spyEndpoint('rosterImportRollback');
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Imports' });
    const [newest, old] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByText('Applied')).toBeInTheDocument();
    expect(within(old!).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();

    await user.click(within(newest!).getByRole('button', { name: 'Roll back north-roster.zip' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Roll back this import?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(rollbacks).toHaveLength(0);

    await user.click(within(newest!).getByRole('button', { name: 'Roll back north-roster.zip' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('"north-roster.zip" rolled back')).toBeInTheDocument();
    expect(rollbacks[0]!.url).toMatch(/\/import\/00000000-0000-4000-8000-0000000000f1\/rollback$/);
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument());
  });

  it('opens an import of the history to show its diff', async () => {
    server.use(
      ...rosterHandlers([rosterSummaryFixture({ status: 'applied' })]),
      mockEndpoint(api.rosterImport, () => rosterImportFixture()),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open north-roster.zip' }));
    const dialog = await screen.findByRole('dialog', { name: 'north-roster.zip' });
    expect(await within(dialog).findByRole('table', { name: 'Changes per file of north-roster.zip' })).toBeInTheDocument();
  });
});
