import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the browser fetches as text: the app's chunks, styles and page. Fonts and images are compressed already. */
const compressible = /\.(js|css|html|svg|json)$/;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each built text file, which the server sends to a browser
 * that accepts them (`preCompressed` in server/app.ts): a phone on a slow connection downloads the
 * parent portal's JavaScript at a third of its size (ARCHITECTURE.md §19, issue 19 part 4). At build
 * time, at the strongest settings, so no request pays for compressing.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
