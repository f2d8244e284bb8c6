/**
 * Numbers, durations and dates in the reader's language (Intl): `85 %` in Spanish, `85%` in
 * English; `2 h 5 min`; `24 nov 2026` / `Nov 24, 2026`. Shared by the parent portal
 * (`src/features/parent/`) and the weekly family summary mail (`server/family-summary/`), so a
 * parent reads the same figure in both. `locale` is one of the app's languages (`en`, `es`).
 */
type Locale = string;

export function formatPercent(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

export function formatDuration(locale: Locale, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (minutes < 60) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest === 0 ? unit(Math.floor(minutes / 60), 'hour') : `${unit(Math.floor(minutes / 60), 'hour')} ${unit(rest, 'minute')}`;
}

export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
