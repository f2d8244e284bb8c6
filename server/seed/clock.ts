/**
 * Fixed dates of the demo school, so a seed never depends on the day it runs. The school year
 * starts on `schoolYearStart`; the data looks as it would on `asOf` (about eleven weeks in):
 * progress, notifications and time spent all fall in the weeks before it.
 */
export const schoolYearStart = new Date('2026-09-01T08:00:00Z');
export const asOf = new Date('2026-11-20T16:00:00Z');
/** When the demo organisation "was set up": created_at of districts, schools, users, courses. */
export const setupDay = new Date('2026-08-17T09:00:00Z');

const day = 24 * 3600 * 1000;

export function daysBefore(anchor: Date, days: number): Date {
  return new Date(anchor.getTime() - days * day);
}

export function addMs(anchor: Date, ms: number): Date {
  return new Date(anchor.getTime() + ms);
}

/** `YYYY-MM-DD` of a date (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `fraction` (0–1) of the way from `from` to `to`. */
export function between(from: Date, to: Date, fraction: number): Date {
  return new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
}
