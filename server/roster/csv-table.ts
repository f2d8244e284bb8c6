import { type CsvError, type Parser, parse } from 'csv-parse';
import { restoreCell } from './csv-write';

/** One data row of a CSV file: its 1-based line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A parsed CSV file: the header's column names and the data rows. */
export interface CsvTable {
  header: string[];
  rows: CsvRow[];
  /** A syntax error that stopped the parse (an unclosed quote…), with its line. */
  failure: { line: number; message: string } | null;
}

/**
 * Longest record read (a roster row is well under 1 KB): a longer one stops the file as not valid
 * CSV at once, where csv-parse would otherwise grow one field for as long as the file lasts
 * (1 MB of one field costs it ~0.7 s).
 */
export const maxRecordBytes = 64 * 1024;

/**
 * A streaming CSV reader: feed it chunks as they inflate (`write`), then `end()` answers the table.
 * csv-parse (RFC 4180) reports through `info` the line each record ends on; a record that spans lines
 * (a quoted newline) is placed at its first line. `knownColumns`: the names the header's are matched to;
 * `formerNames`: older names of some of them (1.0's), read as theirs.
 */
export function csvTableReader(knownColumns: readonly string[] = [], formerNames: Readonly<Record<string, string>> = {}) {
  // Header names are matched whatever their case (`SourcedId`), and answered as the binding spells them.
  const canonical = new Map(knownColumns.map((name) => [name.toLowerCase(), name]));
  // A column under its OneRoster 1.0 name (`termSourcedId`) reads as 1.1's, unless the header has both.
  const former = new Map(Object.entries(formerNames).map(([name, now]) => [name.toLowerCase(), now]));
  const parser: Parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: maxRecordBytes,
  });
  const table: CsvTable = { header: [], rows: [], failure: null };
  let first = true;
  // A record starts on the line after the previous one ended, past any empty lines skipped between
  // them (a quoted line break makes a record end lines after it starts). Cheaper than asking for `raw`.
  let endedAt = 0;
  let emptyBefore = 0;
  parser.on('data', ({ record, info }: { record: string[]; info: { lines: number; empty_lines: number } }) => {
    const line = endedAt + 1 + (info.empty_lines - emptyBefore);
    endedAt = info.lines;
    emptyBefore = info.empty_lines;
    if (first) {
      first = false;
      const names = record.map((name) => canonical.get(name.trim().toLowerCase()) ?? name.trim());
      table.header = names.map((name) => {
        const now = former.get(name.toLowerCase());
        return now && !names.includes(now) ? now : name;
      });
      return;
    }
    // A row of empty fields (`,,,,`: spreadsheets write them below the data) is a blank line too.
    if (record.every((field) => field.trim() === '')) return;
    const cells: Record<string, string> = {};
    for (let i = 0; i < table.header.length; i++) cells[table.header[i]!] = restoreCell((record[i] ?? '').trim());
    table.rows.push({ line, cells });
  });
  const finished = new Promise<CsvTable>((resolve) => {
    parser.on('error', (error: CsvError) => {
      table.failure = { line: (error as CsvError & { lines?: number }).lines ?? 0, message: error.message };
      resolve(table);
    });
    parser.on('end', () => resolve(table));
  });
  return {
    write(chunk: Uint8Array) {
      if (!table.failure) parser.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    },
    end(): Promise<CsvTable> {
      parser.end();
      return finished;
    },
  };
}
