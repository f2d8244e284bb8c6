import { i18n } from '@/src/lib/i18n/i18n';

/** A date (`2025-09-01`) or timestamp as people read it; a bare date is read at noon, so no time zone moves it a day. */
export function formatDate(value: string): string {
  return new Date(value.length === 10 ? `${value}T12:00:00` : value).toLocaleDateString(i18n.locale, { dateStyle: 'medium' });
}
