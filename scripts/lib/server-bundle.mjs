import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The server as one ES module (`server/main.ts` and everything it imports from the project; the
 * packages stay imports that Node resolves, as under tsx). Starting it costs about half the CPU of
 * `node --import tsx server/main.ts` (~2.3 s less a start on this machine: tsx resolves and compiles
 * each of the server's ~500 files through a loader thread on every start), which the crash suite
 * and the two-instance suite pay at every one of their ~30 restarts. Built in about half a second,
 * once per process that asks, so it always holds the sources as they are.
 *
 * It lives under node_modules/.cache so the packages resolve from it as from server/. The few places
 * that find files next to their own module (`import.meta.url`: the migrations folder, the plan
 * worker, the API docs' files) keep their source file's address.
 */
const keepModuleAddress = (root) => ({
  name: 'keep-module-address',
  setup(esbuild) {
    const projectFile = new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(server|contract|domain|src)/.*\\.ts$`);
    esbuild.onLoad({ filter: projectFile }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
});

const built = new Map();

/** Builds the bundle (once per process and root) and answers its path. */
function serverBundle(root) {
  if (!built.has(root)) built.set(root, buildBundle(root));
  return built.get(root);
}

async function buildBundle(root) {
  const folder = path.join(root, 'node_modules', '.cache', 'server-bundle');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'main.mjs');
  // Each process writes its own file and renames it into place: another process may be starting from the last one.
  const partial = path.join(folder, `main.${process.pid}.${Date.now()}.mjs`);
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: partial,
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [keepModuleAddress(root)],
  });
  renameSync(partial, file);
  return file;
}

/** The arguments of `node` that run the bundle (stack traces point into the TypeScript sources). */
export async function serverNodeArgs(root) {
  return ['--enable-source-maps', await serverBundle(root)];
}
