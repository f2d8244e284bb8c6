/**
 * Cells a spreadsheet would run as a formula (starting = + - @, a tab or a carriage return; OWASP
 * "CSV injection") get a leading single quote, and so does such text that already starts with
 * quotes, which makes `restoreCell` (the reader's) the exact inverse: the export stays safe to open and
 * its import reads back the very text. A plain number (-5) is left as it is.
 */
const formulaLike = /^'*[=+\-@\t\r]/;
const quotedFormula = /^'+[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

export const neutraliseCell = (value: string) => (formulaLike.test(value) && !plainNumber.test(value) ? `'${value}` : value);
export const restoreCell = (value: string) => (quotedFormula.test(value) && !plainNumber.test(value.slice(1)) ? value.slice(1) : value);

/** One RFC 4180 cell: neutralised, then quoted when it holds a comma, quote or line break. */
export const csvCell = (value: string) => {
  const text = neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV file's text: the header, then each row's cells in the header's order (missing cells empty), CRLF line ends. */
export function csvText(columns: readonly string[], rows: ReadonlyArray<Record<string, string>>): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
