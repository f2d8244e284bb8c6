import { type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import type { CsvTable } from './csv-table';
import { type FileSpec, fileSpecs } from './file-specs';
import { type FileMode, type Manifest, type RosterVersion, readManifest } from './manifest';
import { roles, users12, usersFromRoles } from './oneroster-12';
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
  version: RosterVersion;
  /** How each file is given (manifest.csv; without one, all six are bulk). */
  modes: Record<RosterFile, FileMode>;
}

/** Reads a table's rows into records: required header columns first (one error at line 1 per missing column), then each row, then duplicate ids. */
function readTable<R extends { sourcedId: string }>(fileName: string, table: CsvTable, spec: FileSpec<R>, errors: ErrorLog): R[] {
  const missing = spec.required.filter((column) => !table.header.includes(column));
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

/**
 * The version: the files say it best (1.1's users.csv has a role column; 1.2 gives roles.csv),
 * then the manifest; 1.1 otherwise.
 */
function versionOf(tables: Partial<Record<string, CsvTable>>, manifest: Manifest | null): RosterVersion {
  if (tables.roles && !tables.users?.header.includes('role')) return '1.2';
  if (tables.users?.header.includes('role')) return '1.1';
  return manifest?.version ?? '1.1';
}

/**
 * Each file's mode: without a manifest all six are bulk (and must be there); with one, as it says,
 * a file it does not name being bulk when present and absent when not.
 */
function modesOf(tables: Partial<Record<string, CsvTable>>, manifest: Manifest | null): Record<RosterFile, FileMode> {
  const modes = {} as Record<RosterFile, FileMode>;
  for (const file of rosterFiles)
    modes[file] = manifest ? (manifest.files.get(file.toLowerCase()) ?? (tables[file] ? 'bulk' : 'absent')) : 'bulk';
  return modes;
}

/** The zip's files as validated records (1.2's people folded into 1.1's shape), with every row error (file, line, column). */
export async function readRoster(bytes: Uint8Array): Promise<ReadRoster> {
  const errors = new ErrorLog();
  const { tables, failure } = await readRosterZip(bytes);
  if (failure) errors.add({ file: '', line: 0, column: '', message: failure });
  const manifest = tables.manifest ? readManifest(tables.manifest, errors) : null;
  const version = versionOf(tables, manifest);
  const modes = modesOf(tables, manifest);
  const records = {} as Record<RosterFile, unknown[]>;
  const seen = {} as Record<RosterFile, Set<string>>;
  let rows = 0;
  for (const file of rosterFiles) {
    const fileName = `${file}.csv`;
    const table = tables[file];
    records[file] = [];
    seen[file] = new Set();
    if (modes[file] === 'absent') continue;
    if (!table) {
      const message = manifest
        ? `manifest.csv gives ${fileName} as ${modes[file]}, but the zip has no ${fileName}`
        : `the zip has no ${fileName}`;
      errors.add({ file: fileName, line: 0, column: '', message });
      continue;
    }
    rows += table.rows.length;
    seen[file] = new Set(table.rows.map((row) => row.cells.sourcedId ?? '').filter(Boolean));
    if (file === 'users' && version === '1.2') {
      const users = readTable(fileName, table, users12, errors);
      if (!tables.roles && manifest?.files.get('roles') !== 'absent')
        errors.add({
          file: 'roles.csv',
          line: 0,
          column: '',
          message: 'the zip has no roles.csv (OneRoster 1.2 gives users their roles there)',
        });
      const roleRows = tables.roles ? readTable('roles.csv', tables.roles, roles, errors) : [];
      rows += tables.roles?.rows.length ?? 0;
      records.users = usersFromRoles(users, roleRows, seen.users, modes.users === 'delta', errors);
      continue;
    }
    records[file] = readTable(fileName, table, fileSpecs[file] as FileSpec<{ sourcedId: string }>, errors);
  }
  return { records: records as unknown as RosterRecords, rows, errors, seen, version, modes };
}
