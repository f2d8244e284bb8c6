import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `folder` (relative to `root`, answered relative to it, `/`-separated) that `keep`
 * accepts, skipping the folders named in `skip`: the one walk of the source checks (boundaries,
 * untranslated text, server sentences). A missing folder has no files.
 */
export function* sourceFilesUnder(
  root: string,
  folder: string,
  { keep, skip }: { keep: (name: string) => boolean; skip: readonly string[] },
): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) yield* sourceFilesUnder(root, relative, { keep, skip });
    } else if (keep(entry.name)) yield relative;
  }
}
