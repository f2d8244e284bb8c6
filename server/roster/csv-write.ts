/** One RFC 4180 cell: quoted when it holds a comma, quote or line break. Data interchange, so no spreadsheet escaping. */
export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A CSV file's text: the header, then each row's cells in the header's order (missing cells empty), CRLF line ends. */
export function csvText(columns: readonly string[], rows: ReadonlyArray<Record<string, string>>): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
