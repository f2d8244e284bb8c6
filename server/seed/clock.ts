const day = 24 * 3600 * 1000;

/** The last day of the demo data as the seed writes it. */
const writtenAsOf = Date.parse('2026-11-20T16:00:00Z');

/**
 * How far the demo's calendar is moved: nothing unless `DEMO_DATES=today`, which `npm start` sets.
 * Then every date moves by the same whole number of days, so the data's last day falls within the
 * day before the seed ran: a demo started months later still shows an active week, today's
 * notifications and a current school year. Tests and the end-to-end server keep the written dates
 * (they compare exact figures and ranges).
 */
const calendarShift = process.env.DEMO_DATES === 'today' ? Math.max(0, Math.floor((Date.now() - writtenAsOf) / day)) * day : 0;

/** A date of the demo's calendar, written as of the seed's own dates (see `calendarShift`). */
export function demoDate(written: string): Date {
  return new Date(Date.parse(written) + calendarShift);
}

/**
 * The demo school's dates. The school year starts on `schoolYearStart`; the data looks as it would
 * on `asOf` (about eleven weeks in): progress, notifications and time spent all fall in the weeks
 * before it.
 */
export const schoolYearStart = demoDate('2026-09-01T08:00:00Z');
export const asOf = demoDate('2026-11-20T16:00:00Z');
/** When the demo organisation "was set up": created_at of districts, schools, users, courses. */
export const setupDay = demoDate('2026-08-17T09:00:00Z');

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
