import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/src/test/render';
import { CrashBoundary } from './crash-boundary';
import { crashTexts } from './crash-screen';
import { crashRecovered } from './report-crash';

let explode = true;
function Fragile() {
  if (explode) throw new Error('Cannot read properties of undefined (reading "name")');
  return <p>All good</p>;
}

describe('crash boundary', () => {
  let reports: unknown[];
  beforeEach(() => {
    explode = true;
    reports = [];
    crashRecovered();
    // React logs caught errors; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockEndpoint(api.errorReport, ({ body }) => {
        reports.push(body);
        return { _id: 'r1' };
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the exact texts of ARCHITECTURE.md §6 on a dark screen and reports once', async () => {
    window.history.pushState({}, '', '/teacher/courses?x=1');
    renderWithProviders(
      <CrashBoundary>
        <Fragile />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are so sorry, but it looks like website has crashed. This bug has been automatically reported to the Team. Please refresh your page to try again.',
      ),
    ).toBeInTheDocument();
    expect(crashTexts.heading).toBe('Oops! Something went wrong.');
    expect(screen.getByRole('alert').closest('.chakra-theme')).toHaveClass('dark');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ path: '/teacher/courses?x=1' });
    expect((reports[0] as { error: string }).error).toContain('Cannot read properties of undefined');
  });

  it('Reload clears the error and renders the page again', async () => {
    const { user } = renderWithProviders(
      <CrashBoundary>
        <Fragile />
      </CrashBoundary>,
    );
    explode = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText(crashTexts.heading)).not.toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
  });

  it('reports one crash once, however many errors it throws, and a crash after Reload again', async () => {
    // Two boundaries catch two different error objects of the same crash: one report.
    const { user } = renderWithProviders(
      <>
        <CrashBoundary>
          <Fragile />
        </CrashBoundary>
        <CrashBoundary>
          <Fragile />
        </CrashBoundary>
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(2);
    await waitFor(() => expect(reports).toHaveLength(1));
    // Reload while the fault is still there: a new crash, reported.
    await user.click(screen.getAllByRole('button', { name: 'Reload' })[0]!);
    await waitFor(() => expect(reports).toHaveLength(2));
  });
});
