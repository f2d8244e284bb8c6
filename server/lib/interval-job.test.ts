import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job';

describe('startIntervalJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on every tick, skips a tick while a run is still going, and stop waits for that run', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startIntervalJob(run, 10, () => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('hands a failed run to onError and tries again on the next tick; 0 seconds never runs', async () => {
    const errors: unknown[] = [];
    const run = vi.fn(() => Promise.reject(new Error('database away')));
    const job = startIntervalJob(run, 5, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
    await job.stop();

    const never = vi.fn(async () => {});
    const off = startIntervalJob(never, 0, () => {});
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(never).not.toHaveBeenCalled();
    await off.stop();
  });
});
