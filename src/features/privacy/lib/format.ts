import { i18n } from '@/src/lib/i18n/i18n';

/**
 * Dates and durations in the active language (`i18n.locale`). Plain functions, not hooks: the
 * components that call them render again on a language switch because they translate with `useT()`.
 */
const longDates = new Map<string, Intl.DateTimeFormat>();

/** "3 December 2026" / "3 de diciembre de 2026": a deadline as people say it. */
export function formatDate(iso: string) {
  const locale = i18n.locale;
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    longDates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** "1 day", "30 days". */
export function days(count: number) {
  return i18n._('privacy.days', { count });
}

/** A job interval in the largest whole unit: "every 6 hours", "every 15 minutes", "every 90 seconds". */
export function every(seconds: number) {
  const units = [
    { size: 86_400, id: 'privacy.every.day' },
    { size: 3_600, id: 'privacy.every.hour' },
    { size: 60, id: 'privacy.every.minute' },
    { size: 1, id: 'privacy.every.second' },
  ] as const;
  const unit = units.find((u) => seconds % u.size === 0) ?? units[3];
  return i18n._(unit.id, { count: seconds / unit.size });
}

/** A student's name as the record and the deletion confirmation spell it. */
export function fullName(student: { firstName: string; lastName: string }) {
  return `${student.firstName} ${student.lastName}`;
}

/** What was typed, as it is compared with the name: outer spaces dropped, inner runs of spaces made one. */
export function normalizeName(typed: string) {
  return typed.trim().replace(/\s+/g, ' ');
}
