import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../contract/api';
import { mockEndpoint } from '../../../mocks/endpoint';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../test/render';

let explode = true;
function Page() {
  if (explode) throw new TypeError('x is not a function');
  return <p>Page again</p>;
}

describe('a page that crashes inside the router', () => {
  beforeEach(() => {
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
});
