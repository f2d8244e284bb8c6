import { useSuspenseQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { crashRecovered } from '../components/crash/report-crash';
import { renderWithProviders } from '../test/render';

let explode = true;
function Page() {
  if (explode) throw new TypeError('x is not a function');
  return <p>Page again</p>;
}

describe('a page that crashes inside the router', () => {
  beforeEach(() => {
    crashRecovered();
    explode = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash screen, reports once with the page address, and Reload renders the page again', async () => {
    const reports: Array<{ error: string; path: string }> = [];
    server.use(
      mockEndpoint(api.errorReport, ({ body }) => {
        reports.push(body as { error: string; path: string });
        return { _id: 'r' };
      }),
    );
    window.history.pushState({}, '', '/parent');
    const { user } = renderWithProviders(<Page />, { path: '/parent' });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.error).toContain('TypeError: x is not a function');
    expect(reports[0]?.path).toBe('/parent');

    explode = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Page again')).toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('Reload refetches the answer the crash came from instead of crashing on it again', async () => {
    let answers = 0;
    const reports: unknown[] = [];
    server.use(
      mockEndpoint(api.errorReport, ({ body }) => {
        reports.push(body);
        return { _id: 'r' };
      }),
      // First a malformed answer (a name that is not text), then a proper one.
      mockEndpoint(api.currentUser, () => {
        answers++;
        const name = (answers === 1 ? { first: 'Not', last: 'Text' } : 'Ada Lovelace') as string;
        return { _id: 'u', name, email: 'a@b.c', role: 'teacher' as const, schools: [], _district: null };
      }),
    );
    function Greeting() {
      const { data } = useSuspenseQuery({
        queryKey: ['me'],
        queryFn: async () => (await import('../lib/api-client')).callEndpoint(api.currentUser, {}),
      });
      return <p>Hello {data.name}</p>;
    }
    const { user } = renderWithProviders(<Greeting />, { path: '/teacher' });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Hello Ada Lovelace')).toBeInTheDocument();
    expect(answers).toBe(2);
    expect(reports).toHaveLength(1);
  });
});
