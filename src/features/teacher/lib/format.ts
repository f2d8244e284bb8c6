import { i18n } from '@/src/lib/i18n/i18n';

/**
 * Display formats of the teacher screens, in the active language (`i18n.locale`): one place, so every
 * screen says "61%" / "61 %" and "5 h 29 min" alike. Plain functions, not hooks: the components that
 * call them render again on a language switch because they translate with `useT()`.
 */

/** One formatter per language and kind, made on first use (a roster formats hundreds of figures). */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  make: (locale: string) => F,
): F {
  const key = `${i18n.locale}:${kind}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make(i18n.locale);
    formatters.set(key, made);
  }
  return made;
}

const percentFormat = () => formatter('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0 }));
const countFormat = () => formatter('count', (l) => new Intl.NumberFormat(l));

/** 61.4 → "61%" ("61 %" in Spanish); null (nothing graded yet) → "—". */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : percentFormat().format(value / 100);
}

export const formatCount = (value: number) => countFormat().format(value);

/** Seconds → "5 h 29 min", "45 min", "< 1 min", "0 min"; from 10 hours on, whole hours ("157 h"). */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return '< 1 min';
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  if (hours >= 10) return `${formatCount(Math.round(minutes / 60))} h`;
  return rest === 0 ? `${formatCount(hours)} h` : `${formatCount(hours)} h ${rest} min`;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** An ISO time → "3 days ago", "yesterday", "just now" ("hace 3 días", "ayer"…); null → "Not started". */
export function formatRelative(iso: string | null, now = Date.now()): string {
  if (!iso) return i18n._('teacher.notStarted');
  const seconds = (Date.parse(iso) - now) / 1000;
  const relative = formatter('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return i18n._('teacher.justNow');
}

export const formatDate = (iso: string) =>
  formatter('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' })).format(new Date(iso));
export const formatDateTime = (iso: string) =>
  formatter('dateTime', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

/** "Ava Martinez". */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
