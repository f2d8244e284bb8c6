import type { RosterError } from '@/contract/schemas/roster';

/** A CSV cell: quoted when it holds a quote, comma or line break; a leading = + - @ is defused for spreadsheets. */
function cell(value: string | number) {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The errors as a CSV file (UTF-8 BOM, so spreadsheets read accents right), header first. */
export function errorsCsv(errors: RosterError[]): string {
  const rows = [['file', 'line', 'column', 'message'], ...errors.map((e) => [e.file, e.line, e.column, e.message])];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
