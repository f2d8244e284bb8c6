import { i18n } from '@/src/lib/i18n/i18n';

/**
 * The analytics filter: a date range (UTC days, inclusive) and an optional narrower scope. Checked
 * here as the server checks it (contract/schemas/analytics.ts), so the form says what is wrong
 * before asking; the server stays the authority.
 */
export interface AnalyticsFilter {
  from: string;
  to: string;
  districtId?: string;
  schoolId?: string;
}

/** Same limit as the server's `analyticsMaxDays`. */
export const maxRangeDays = 366;
const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real `YYYY-MM-DD` day between 2000 and 2099 (what the server accepts). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !dayPattern.test(value) || value < '2000-01-01' || value > '2099-12-31') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** The Monday of the (UTC) week of a day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The default range: the last 12 weeks, whole weeks from a Monday to today. */
export function defaultRange(today = new Date()): { from: string; to: string } {
  const to = dayOf(today);
  return { from: addDays(mondayOf(to), -77), to };
}

/** Presets of the range picker: weeks back from today, each starting on a Monday. */
export function weeksBack(weeks: number, today = new Date()): { from: string; to: string } {
  const to = dayOf(today);
  return { from: addDays(mondayOf(to), -7 * (weeks - 1)), to };
}

/** What is wrong with a range, per field, or null when the server will take it. */
export function rangeErrors(from: string, to: string): { from?: string; to?: string } | null {
  if (!isDay(from)) return { from: i18n._('analytics.range.pickStart') };
  if (!isDay(to)) return { to: i18n._('analytics.range.pickEnd') };
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
  if (days < 1) return { to: i18n._('analytics.range.endBeforeStart') };
  if (days > maxRangeDays) return { to: i18n._('analytics.range.tooLong', { days: maxRangeDays }) };
  return null;
}

/** English days and months as the figures were first written ("2 Mar"), other languages as theirs. */
const dateLocale = () => (i18n.locale === 'en' ? 'en-GB' : i18n.locale);

/** A day as people read it, e.g. "2 Mar 2026" (UTC, as the figures are). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A week by its Monday, short, for chart axes: "2 Mar". */
export function formatWeek(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
