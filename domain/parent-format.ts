/**
 * Numbers, durations and dates in the reader's language (Intl): `85 %` in Spanish, `85%` in
 * English; `2 h 5 min`; `24 nov 2026` / `Nov 24, 2026`. Shared by the parent portal
 * (`src/features/parent/`) and the weekly family summary mail (`server/family-summary/`), so a
 * parent reads the same figure in both. `locale` is one of the app's languages (`en`, `es`).
 */
type Locale = string;

/**
 * One formatter per language and kind, made on first use: a page formats dozens of figures, and
 * making an Intl formatter costs far more than using one (on a slow phone, issue 19 part 4).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

export function formatPercent(locale: Locale, value: number): string {
  return formatter(`${locale} percent`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })).format(
    value / 100,
  );
}

export function formatDuration(locale: Locale, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatter(`${locale} ${name}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' })).format(value);
  if (minutes < 60) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest === 0 ? unit(Math.floor(minutes / 60), 'hour') : `${unit(Math.floor(minutes / 60), 'hour')} ${unit(rest, 'minute')}`;
}

export function formatDate(locale: Locale, iso: string): string {
  return formatter(`${locale} date`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })).format(
    new Date(iso),
  );
}
