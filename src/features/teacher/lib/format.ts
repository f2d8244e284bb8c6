/** Display formats of the teacher screens: one place, so every screen says "61%" and "5 h 29 min" alike. */

const locale = 'en';
const percentFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const countFormat = new Intl.NumberFormat(locale);
const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** 61.4 → "61%"; null (nothing graded yet) → "—". */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${percentFormat.format(value)}%`;
}

export const formatCount = (value: number) => countFormat.format(value);

/** Seconds → "5 h 29 min", "45 min", "< 1 min", "0 min"; from 10 hours on, whole hours ("157 h"). */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return '< 1 min';
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  if (hours >= 10) return `${countFormat.format(Math.round(minutes / 60))} h`;
  return rest === 0 ? `${countFormat.format(hours)} h` : `${countFormat.format(hours)} h ${rest} min`;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** An ISO time → "3 days ago", "yesterday", "just now"; null → "Not started". */
export function formatRelative(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Not started';
  const seconds = (Date.parse(iso) - now) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Ava Martinez". */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
