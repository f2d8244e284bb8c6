import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import { type CsvTable, csvTableReader } from './csv-table';

/** Inflated bytes read from one zip at most: past this the upload is refused (a zip bomb, not a roster). */
export const maxInflatedBytes = 1024 * 1024 * 1024;

/** Whether the bytes start like a zip (a local file header, or the end record of an empty zip). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
  );
}

export interface RosterTables {
  tables: Partial<Record<RosterFile, CsvTable>>;
  /** Why the zip itself could not be read, if it could not. */
  failure: string | null;
}

const known = new Map<string, RosterFile>(rosterFiles.map((file) => [`${file.toLowerCase()}.csv`, file]));

/**
 * Reads the six OneRoster CSV files out of the zip, streaming: fflate's `Unzip` inflates each entry
 * chunk by chunk straight into its CSV parser, so the inflated text is never held whole. Entries
 * are matched by base name (a zip made of a folder puts them under it); others (manifest.csv) are skipped.
 */
export async function readRosterZip(bytes: Uint8Array): Promise<RosterTables> {
  const pending: Array<Promise<[RosterFile, CsvTable]>> = [];
  let inflated = 0;
  let failure: string | null = null;
  // Entries inflate synchronously inside `push`: one still open after it was cut short.
  let open = 0;
  const unzip = new Unzip((entry) => {
    const base = entry.name.split('/').pop()?.toLowerCase() ?? '';
    const file = known.get(base);
    if (!file || entry.name.includes('__MACOSX')) return;
    const reader = csvTableReader();
    open += 1;
    pending.push(
      new Promise((resolve) => {
        entry.ondata = (error, chunk, final) => {
          if (error) {
            open -= 1;
            failure ??= `${base} could not be inflated: ${error.message}`;
            resolve([file, { header: [], rows: [], failure: { line: 0, message: 'the file could not be inflated' } }]);
            return;
          }
          inflated += chunk.length;
          if (inflated > maxInflatedBytes) {
            open -= 1;
            failure ??= 'the zip inflates to more than 1 GB';
            entry.terminate();
            resolve([file, { header: [], rows: [], failure: { line: 0, message: 'too large' } }]);
            return;
          }
          reader.write(chunk);
          if (final) {
            open -= 1;
            void reader.end().then((table) => resolve([file, table]));
          }
        };
      }),
    );
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    return { tables: {}, failure: `the zip could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  // Never wait for an entry that will not finish.
  if (open > 0) return { tables: {}, failure: 'the zip is cut short' };
  const tables: Partial<Record<RosterFile, CsvTable>> = {};
  for (const [file, table] of await Promise.all(pending)) tables[file] = table;
  return { tables, failure };
}
