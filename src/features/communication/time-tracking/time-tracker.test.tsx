import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { session } from '@/src/lib/session';
import { renderWithProviders } from '@/src/test/render';
import { splitSeconds } from './send-time';
import { TimeTracker } from './time-tracker';

function recordReports() {
  const reports: Array<{ time: number; page: string | undefined; auth: string | null; keepalive: boolean }> = [];
  server.use(
    mockEndpoint(api.timeSpent, ({ body, request }) => {
      const { time, page } = body as { time: number; page?: string };
      reports.push({ time, page, auth: request.headers.get('authorization'), keepalive: request.keepalive });
      return { ok: true };
    }),
  );
  return reports;
}

async function renderTracker() {
  const view = renderWithProviders(<TimeTracker />, { path: '/teacher/$page', initialPath: '/teacher/a' });
  // Let the memory router mount the page.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('time tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the count once it passes 300 s, then starts again', async () => {
    session.setTokens('t1', 'r1');
    const reports = recordReports();
    await renderTracker();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300_000);
    });
    expect(reports).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ time: 301, page: '/teacher/a', auth: 'Bearer t1' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300_000);
    });
    expect(reports).toHaveLength(1);
  });

  it('sends the remainder on pagehide with a keepalive fetch carrying the token', async () => {
    session.setTokens('t2', 'r2');
    const reports = recordReports();
    await renderTracker();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(42_000);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ time: 42, page: '/teacher/a', auth: 'Bearer t2', keepalive: true });
    // Nothing is sent twice.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(reports).toHaveLength(1);
  });

  it('sends the remainder when the tab is hidden and does not count while hidden', async () => {
    session.setTokens('t3', 'r3');
    const reports = recordReports();
    await renderTracker();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    act(() => setVisibility('hidden'));
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.time).toBe(10);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    act(() => setVisibility('visible'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]?.time).toBe(5);
  });

  it('sends nothing without a token', async () => {
    const reports = recordReports();
    await renderTracker();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400_000);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(reports).toHaveLength(0);
  });

  it("sends the previous page's remainder to that page on a route change, and restarts the tick", async () => {
    session.setTokens('t4', 'r4');
    const reports = recordReports();
    const { router } = await renderTracker();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_600);
    });
    await act(async () => {
      router?.history.push('/teacher/b');
      await vi.advanceTimersByTimeAsync(0);
    });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ time: 2, page: '/teacher/a', keepalive: false });
    // 0.6 s after the change: the tick started over, so no new second yet.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(reports).toHaveLength(1);
    // The next page's seconds are its own.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]).toMatchObject({ time: 3, page: '/teacher/b', keepalive: true });
  });

  it('splits a count over an hour into calls of at most an hour', () => {
    expect(splitSeconds(7300)).toEqual([3600, 3600, 100]);
    expect(splitSeconds(3600)).toEqual([3600]);
    expect(splitSeconds(0.4)).toEqual([]);
    expect(splitSeconds(42.6)).toEqual([43]);
  });
});
