import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the built SPA is made from: a change to any of these makes `dist/` stale. */
export const spaSources = ['src', 'contract', 'index.html', 'public', 'package-lock.json'];

/** The build's own configuration: `vite.config.ts` and the plugins beside it (`vite-*.ts`). */
const isBuildConfig = (name) => /^vite[.-].*\.[cm]?[jt]s$/.test(name) && !name.startsWith('vitest');

/** Tests and the generated route tree do not change what the browser gets. */
const ignored = (name) => /\.test\.tsx?$/.test(name) || name === 'routeTree.gen.ts';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (ignored(child.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

/**
 * Why `dist/` must be (re)built, or null when it is newer than every source. A plain mtime
 * comparison: cheap (a few hundred stats) and right for a checkout that is edited, pulled or
 * freshly cloned (a clone's files are all newer than a dist/ that does not exist yet).
 */
export function staleReason(root) {
  const builtIndex = path.join(root, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return 'dist/ has not been built';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [...spaSources, ...readdirSync(root).filter(isBuildConfig)];
  const changed = sources.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}
