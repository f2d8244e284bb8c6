import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { badRequest, type Refused, tooLarge as tooLargeRefusal } from '../lib/refusal';
import { type CsvTable, csvTableReader } from './csv-table';
import { formerColumns, knownColumns, type ZipFile, zipFiles } from './zip-files';

const MB = 1024 * 1024;

/**
 * What one upload may inflate to (docs/ARCHITECTURE.md §17.2). A 40,000-student district inflates
 * to 26 MB (enrollments.csv 21 MB) at about 13:1; these leave ten times that room. Counted on the
 * bytes actually inflated, never on the sizes the zip's headers declare (a bomb lies there).
 */
export interface ZipLimits {
  /** Inflated bytes of all roster entries together. */
  totalBytes: number;
  /** Inflated bytes of one entry. */
  entryBytes: number;
  /** Inflated bytes per compressed byte of one entry, checked once it passes `ratioFloorBytes` (a tiny file may compress well). */
  ratio: number;
  ratioFloorBytes: number;
}

export const zipLimits: ZipLimits = { totalBytes: 256 * MB, entryBytes: 128 * MB, ratio: 200, ratioFloorBytes: MB };

/**
 * The zip is handed to the inflater in slices this big: fflate inflates each push whole, and deflate
 * expands at most ~1,032:1, so a cap is overshot by at most ~4 MB before it is seen.
 */
const sliceBytes = 4 * 1024;

/** Whether the bytes start like a zip (a local file header, or the end record of an empty zip). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
  );
}

export interface RosterTables {
  tables: Partial<Record<ZipFile, CsvTable>>;
  /** Why the zip itself could not be read, if it could not. */
  failure: string | null;
}

const known = new Map<string, ZipFile>(zipFiles.map((file) => [`${file.toLowerCase()}.csv`, file]));

/** An absolute path, a drive letter or a `..` segment: nothing is written to disk, but such a zip is not an honest export. */
const unsafeName = (name: string) => /^[/\\]|^[a-z]:/i.test(name) || name.split(/[/\\]/).includes('..') || name.includes('\0');

const sizeText = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes} bytes`);
const refused = (message: string) => badRequest(message, [{ path: 'body.file', message }]);
const tooLarge = (message: string) => tooLargeRefusal(message, [{ path: 'body.file', message }]);

/**
 * Reads the roster's CSV files (`zip-files.ts`) out of the zip, streaming: fflate's `Unzip` inflates each entry
 * slice by slice straight into its CSV parser, so the inflated text is never held whole, and the
 * caps of `limits` are checked after every slice: the first one passed stops the read with a 413
 * naming the entry. An unsafe or repeated entry name is a 400. Entries are matched by base name (a
 * zip made of a folder puts them under it); others (demographics.csv…) are skipped, never inflated.
 */
export async function readRosterZip(bytes: Uint8Array, limits: ZipLimits = zipLimits): Promise<RosterTables> {
  const pending: Array<Promise<[ZipFile, CsvTable]>> = [];
  const names = new Set<string>();
  const files = new Map<ZipFile, string>();
  let inflated = 0;
  let failure: string | null = null;
  let refusal: Refused | null = null;
  // The end of the slice being pushed: an entry's compressed bytes are at most those pushed since its header.
  let pushedTo = 0;
  let sliceStart = 0;
  // Entries inflate synchronously inside `push`: one still open after it was cut short.
  let open = 0;
  const unzip = new Unzip((entry) => {
    if (refusal) return;
    const lower = entry.name.toLowerCase();
    if (unsafeName(entry.name)) refusal = refused(`The zip entry "${entry.name}" has an unsafe path (absolute or with ..)`);
    else if (names.has(lower)) refusal = refused(`The zip holds "${entry.name}" twice`);
    names.add(lower);
    const base = lower.split('/').pop() ?? '';
    const file = known.get(base);
    if (refusal || !file || entry.name.includes('__MACOSX')) return;
    const other = files.get(file);
    if (other !== undefined) {
      refusal = refused(`The zip holds ${base} twice ("${other}" and "${entry.name}")`);
      return;
    }
    files.set(file, entry.name);
    const startedAt = sliceStart;
    let entryBytes = 0;
    const reader = csvTableReader(knownColumns[file], formerColumns[file]);
    open += 1;
    pending.push(
      new Promise((resolve) => {
        entry.ondata = (error, chunk, final) => {
          if (refusal) return;
          if (error) {
            open -= 1;
            failure ??= `${base} could not be inflated: ${error.message}`;
            resolve([file, { header: [], rows: [], failure: { line: 0, message: 'the file could not be inflated' } }]);
            return;
          }
          inflated += chunk.length;
          entryBytes += chunk.length;
          if (entryBytes > limits.entryBytes)
            refusal = tooLarge(`${entry.name} inflates to more than ${sizeText(limits.entryBytes)}; the zip is refused`);
          else if (inflated > limits.totalBytes)
            refusal = tooLarge(
              `The zip's CSV files inflate to more than ${sizeText(limits.totalBytes)} (at ${entry.name}); the zip is refused`,
            );
          else if (entryBytes > limits.ratioFloorBytes && entryBytes > limits.ratio * (pushedTo - startedAt))
            refusal = tooLarge(
              `${entry.name} inflates to more than ${limits.ratio} times its compressed size (a zip bomb); the zip is refused`,
            );
          if (refusal) return;
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
    do {
      sliceStart = pushedTo;
      pushedTo = Math.min(sliceStart + sliceBytes, bytes.length);
      unzip.push(bytes.subarray(sliceStart, pushedTo), pushedTo === bytes.length);
    } while (!refusal && pushedTo < bytes.length);
  } catch (error) {
    if (!refusal) return { tables: {}, failure: `the zip could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  // The parsers of a refused zip are left unfinished: nothing waits for them.
  if (refusal) throw refusal;
  // Never wait for an entry that will not finish.
  if (open > 0) return { tables: {}, failure: 'the zip is cut short' };
  const tables: Partial<Record<ZipFile, CsvTable>> = {};
  for (const [file, table] of await Promise.all(pending)) tables[file] = table;
  return { tables, failure };
}
