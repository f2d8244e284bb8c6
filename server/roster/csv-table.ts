import { type CsvError, type Parser, parse } from 'csv-parse';

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
 * A streaming CSV reader: feed it chunks as they inflate (`write`), then `end()` answers the table.
 * csv-parse (RFC 4180) reports each record's line through `info`; a record that spans lines (a quoted
 * newline) is placed at its first line, counted back from the line it ended on through its `raw` text.
 */
export function csvTableReader() {
  const parser: Parser = parse({ bom: true, info: true, raw: true, relax_column_count: true, skip_empty_lines: true });
  const table: CsvTable = { header: [], rows: [], failure: null };
  let first = true;
  parser.on('data', ({ record, info, raw }: { record: string[]; info: { lines: number }; raw: string }) => {
    const line = info.lines - newlinesInside(raw);
    if (first) {
      first = false;
      table.header = record.map((name) => name.trim());
      return;
    }
    const cells: Record<string, string> = {};
    table.header.forEach((name, i) => {
      cells[name] = (record[i] ?? '').trim();
    });
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

/** Line breaks inside a record's raw text, not counting the one that ends it. */
function newlinesInside(raw: string): number {
  const body = raw.replace(/\r?\n$/, '');
  let count = 0;
  for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) count += 1;
  return count;
}
