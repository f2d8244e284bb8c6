/**
 * manifest.csv (`propertyName,value`): which OneRoster version the zip is, and how each file is
 * given: `bulk` (a snapshot: what it leaves out is gone), `delta` (only the rows it carries change),
 * or `absent` (not given: nothing about it changes). Other properties (manifest.version,
 * source.systemName…) are read past, and so is a file given with a blank mode, and the mode of a
 * file the import does not read (`file.systemName,enabledataunion` is a typo of someone else's
 * to carry, not a reason to refuse the people).
 */
import type { CsvRow, CsvTable } from './csv-table';
import type { ErrorLog } from './row-check';
import { zipFiles } from './zip-files';

export type FileMode = 'bulk' | 'delta' | 'absent';
export type RosterVersion = '1.1' | '1.2';

export interface Manifest {
  /** The version it declares, or null when it declares none. */
  version: RosterVersion | null;
  /** Each file's mode, by file name without `.csv`, lower-cased. */
  files: Map<string, FileMode>;
}

const modes: readonly FileMode[] = ['bulk', 'delta', 'absent'];
const readFiles = new Set<string>(zipFiles.map((file) => file.toLowerCase()));

/**
 * The manifest's properties as rows of `propertyName,value`. A manifest written as one wide row
 * (a header of property names over one row of values, as a SQL query's export gives it:
 * edanalytics/edu_ext_oneroster's or1_1__manifest model) is turned into those rows, each at line 2.
 */
function propertyRows(table: CsvTable): CsvRow[] | null {
  if (table.header.includes('propertyName')) return table.rows;
  const wide = table.header.some((name) => /^(oneroster\.version|file\.)/i.test(name));
  const [values] = table.rows;
  if (!wide || !values || table.rows.length > 1) return null;
  return table.header.map((propertyName) => ({ line: values.line, cells: { propertyName, value: values.cells[propertyName] ?? '' } }));
}

export function readManifest(table: CsvTable, errors: ErrorLog): Manifest {
  const manifest: Manifest = { version: null, files: new Map() };
  const fail = (line: number, column: string, message: string) => errors.add({ file: 'manifest.csv', line, column, message });
  if (table.failure) fail(table.failure.line, '', `not valid CSV: ${table.failure.message}`);
  const rows = propertyRows(table);
  if (!rows) {
    for (const column of ['propertyName', 'value'])
      if (!table.header.includes(column)) fail(1, column, `the header has no ${column} column`);
    return manifest;
  }
  for (const { line, cells } of rows) {
    const property = (cells.propertyName ?? '').toLowerCase();
    const value = (cells.value ?? '').trim();
    if (property === 'oneroster.version') {
      // 1.0 files read as 1.1 (its renamed columns under their 1.1 names); 1.2.x as 1.2.
      if (/^1\.[01](\.|$)/.test(value)) manifest.version = '1.1';
      else if (/^1\.2(\.|$)/.test(value)) manifest.version = '1.2';
      else fail(line, 'value', `OneRoster ${value} is not read here: 1.1 and 1.2 are`);
    } else if (property.startsWith('file.')) {
      const file = property.slice('file.'.length);
      // A blank mode (`file.scoreScales,`: Moodle's 1.2 sample) names nothing: the file is read as one the manifest leaves out.
      if (value === '' || !readFiles.has(file)) continue;
      const mode = modes.find((m) => m === value.toLowerCase());
      if (mode) manifest.files.set(file, mode);
      else fail(line, 'value', `must be one of bulk, delta, absent (found "${value}")`);
    }
  }
  return manifest;
}
