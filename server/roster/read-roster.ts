import { type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import type { CsvTable } from './csv-table';
import { type FileSpec, fileSpecs } from './file-specs';
import { readRosterZip } from './read-zip';
import type { RosterRecords } from './records';
import { ErrorLog, RowCheck } from './row-check';

export interface ReadRoster {
  records: RosterRecords;
  /** Data rows read over all files. */
  rows: number;
  errors: ErrorLog;
  /** Every sourcedId present in each file, valid row or not. */
  seen: Record<RosterFile, Set<string>>;
}

/** Reads a table's rows into records: header columns first (one error at line 1 per missing column), then each row, then duplicate ids. */
function readTable<R extends { sourcedId: string }>(fileName: string, table: CsvTable, spec: FileSpec<R>, errors: ErrorLog): R[] {
  const missing = spec.columns.filter((column) => !table.header.includes(column));
  for (const column of missing) errors.add({ file: fileName, line: 1, column, message: `the header has no ${column} column` });
  if (table.failure)
    errors.add({ file: fileName, line: table.failure.line, column: '', message: `not valid CSV: ${table.failure.message}` });
  if (missing.length) return [];
  const records: R[] = [];
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const check = new RowCheck(fileName, row, errors);
    const record = spec.read(check, row.line);
    if (record && record.sourcedId !== '') {
      const earlier = seen.get(record.sourcedId);
      if (earlier !== undefined) check.fail('sourcedId', `"${record.sourcedId}" is already on line ${earlier}`);
      else seen.set(record.sourcedId, row.line);
    }
    if (record && check.ok) records.push(record);
  }
  return records;
}

/** The emails of the file's people, to find the accounts already holding them. */
export const emailsOf = (read: ReadRoster) => [...new Set(read.records.users.map((u) => u.email).filter(Boolean))];

/** The zip's six files as validated records, with every row error (file, line, column). */
export async function readRoster(bytes: Uint8Array): Promise<ReadRoster> {
  const errors = new ErrorLog();
  const { tables, failure } = await readRosterZip(bytes);
  if (failure) errors.add({ file: '', line: 0, column: '', message: failure });
  const records = {} as Record<RosterFile, unknown[]>;
  const seen = {} as Record<RosterFile, Set<string>>;
  let rows = 0;
  for (const file of rosterFiles) {
    const fileName = `${file}.csv`;
    const table = tables[file];
    if (!table) {
      errors.add({ file: fileName, line: 0, column: '', message: `the zip has no ${fileName}` });
      records[file] = [];
      seen[file] = new Set();
      continue;
    }
    rows += table.rows.length;
    seen[file] = new Set(table.rows.map((row) => row.cells.sourcedId ?? '').filter(Boolean));
    records[file] = readTable(fileName, table, fileSpecs[file] as FileSpec<{ sourcedId: string }>, errors);
  }
  return { records: records as unknown as RosterRecords, rows, errors, seen };
}
