/**
 * CSV that spreadsheet programs open correctly: UTF-8 with a byte-order mark (Excel otherwise
 * guesses a legacy code page), CRLF line ends and RFC 4180 quoting. Text cells that a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) get a leading
 * single quote, so an exported name like `=HYPERLINK(…)` stays text (OWASP "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
