import { type CsvCell, toCsv } from '@/domain/csv';
import { i18n } from '@/src/lib/i18n/i18n';

/** One column of a figure: how to read it from a row, and how people read it. */
export interface FigureColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => number | string | null;
  /** For the table view; the CSV keeps the raw value. Default: grouped digits. */
  format?: (value: number | string | null) => string;
}

/** A series drawn on the chart: a column with a colour. */
export interface FigureSeries<Row> extends FigureColumn<Row> {
  /** A CSS colour that reads on both themes (see `seriesColors`). */
  color: string;
}

/**
 * What one chart shows, once: the chart, its table view and its CSV are all drawn from it, so the
 * three always carry the same numbers.
 */
export interface ChartSpec<Row> {
  id: string;
  title: string;
  description: string;
  rows: Row[];
  /** The x axis (bars) and the first column: the week, the school, the grade. */
  category: FigureColumn<Row>;
  series: FigureSeries<Row>[];
  /** More columns for the table and the CSV only. */
  details?: FigureColumn<Row>[];
  kind: 'bars' | 'stacked-bars' | 'lines';
  /** The value axis' unit, for its label and ticks: '%' caps it at 100. */
  unit?: '%' | 'hours';
  /** The CSV's name without `.csv`. */
  fileName: string;
}

/**
 * Series colours: Chakra's `*.fg` tokens, darker in light mode and lighter in dark mode, so a bar
 * and its legend keep at least 3:1 against the panel in both (WCAG 1.4.11).
 */
export const seriesColors = [
  'var(--chakra-colors-blue-fg)',
  'var(--chakra-colors-orange-fg)',
  'var(--chakra-colors-teal-fg)',
  'var(--chakra-colors-purple-fg)',
] as const;

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per language and kind, made on first use (a table formats hundreds of cells). */
function numberFormat(kind: 'number' | 'percent') {
  const key = `${i18n.locale} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(i18n.locale, kind === 'percent' ? { style: 'percent', maximumFractionDigits: 1 } : {});
    formats.set(key, format);
  }
  return format;
}

/** Grouped digits in the active language ("1,350"; Spanish groups from five digits: "1350", "12 345"). */
export const formatNumber = (value: number | string | null) =>
  value === null ? '–' : typeof value === 'number' ? numberFormat('number').format(value) : value;
/** "42.5%" / "42,5 %", as the active language writes it. */
export const formatPercent = (value: number | string | null) =>
  value === null ? '–' : numberFormat('percent').format(Number(value) / 100);

/** Every column of the table and the CSV, in order. */
export function columnsOf<Row>(spec: ChartSpec<Row>): FigureColumn<Row>[] {
  return [spec.category, ...spec.series, ...(spec.details ?? [])];
}

/** Whether the chart has anything to show: some series value above 0 on some row. */
export function hasData<Row>(spec: ChartSpec<Row>): boolean {
  return spec.rows.some((row) => spec.series.some((s) => Number(s.value(row) ?? 0) > 0));
}

/** The CSV of the table view: the same columns, raw values (RFC 4180, BOM, formula-safe). */
export function csvOf<Row>(spec: ChartSpec<Row>): string {
  const columns = columnsOf(spec);
  const rows: CsvCell[][] = [columns.map((c) => c.label), ...spec.rows.map((row) => columns.map((c) => c.value(row)))];
  return toCsv(rows);
}
