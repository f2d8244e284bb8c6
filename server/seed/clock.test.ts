import { afterEach, describe, expect, it, vi } from 'vitest';

const day = 24 * 3600 * 1000;

async function loadClock(demoDates: string | undefined) {
  vi.resetModules();
  if (demoDates === undefined) vi.stubEnv('DEMO_DATES', undefined);
  else vi.stubEnv('DEMO_DATES', demoDates);
  return import('./clock');
}

describe("the demo's calendar", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps the written dates by default (tests and the end-to-end server compare them)', async () => {
    const clock = await loadClock(undefined);
    expect(clock.asOf.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(clock.schoolYearStart.toISOString()).toBe('2026-09-01T08:00:00.000Z');
    expect(clock.demoDate('2026-10-01T07:00:00Z').toISOString()).toBe('2026-10-01T07:00:00.000Z');
  });

  it('with DEMO_DATES=today (npm start) moves every date by the same whole days, the last one into the past day', async () => {
    const written = await loadClock(undefined);
    const before = Date.now();
    const today = await loadClock('today');
    const shift = today.asOf.getTime() - written.asOf.getTime();
    expect(shift % day).toBe(0);
    expect(today.asOf.getTime()).toBeLessThanOrEqual(Date.now());
    expect(today.asOf.getTime()).toBeGreaterThan(before - day);
    expect(today.schoolYearStart.getTime() - written.schoolYearStart.getTime()).toBe(shift);
    expect(today.setupDay.getTime() - written.setupDay.getTime()).toBe(shift);
    expect(today.demoDate('2026-10-01T07:00:00Z').getTime()).toBe(Date.parse('2026-10-01T07:00:00Z') + shift);
  });
});
