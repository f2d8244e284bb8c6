import '../test/async-timeout';
import { useSuspenseQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { QueryBoundary } from './query-boundary';

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>crash screen</p> : this.props.children;
  }
}

function Failing({ error }: { error: unknown }) {
  useSuspenseQuery({
    queryKey: ['failing', String(error)],
    queryFn: () => Promise.reject(error),
  });
  return <p>loaded</p>;
}

describe('QueryBoundary', () => {
  it('shows a failed load as an error with Retry', async () => {
    renderWithProviders(
      <QueryBoundary skeleton={<p>loading</p>} what="the thing">
        <Failing error={new ApiError(500, { message: 'Boom.', code: 'X' })} />
      </QueryBoundary>,
    );
    expect(await screen.findByText('Could not load the thing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('shows the not-found state for a 404 when given one', async () => {
    renderWithProviders(
      <QueryBoundary skeleton={<p>loading</p>} what="the thing" notFound={<p>gone</p>}>
        <Failing error={new ApiError(404, { message: 'Nope.', code: 'NOT_FOUND' })} />
      </QueryBoundary>,
    );
    expect(await screen.findByText('gone')).toBeInTheDocument();
  });

  it('passes a bug (not a failed load) on to the crash boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <Outer>
        <QueryBoundary skeleton={<p>loading</p>} what="the thing">
          <Failing error={new TypeError('x is undefined')} />
        </QueryBoundary>
      </Outer>,
    );
    expect(await screen.findByText('crash screen')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the thing.')).not.toBeInTheDocument();
  });
});
