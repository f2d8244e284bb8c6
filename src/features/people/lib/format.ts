const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date (`2025-09-01`) or timestamp as people read it; a bare date is read at noon, so no time zone moves it a day. */
export function formatDate(value: string): string {
  return dateFormat.format(new Date(value.length === 10 ? `${value}T12:00:00` : value));
}
