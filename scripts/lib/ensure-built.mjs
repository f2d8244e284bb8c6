import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staleReason } from './dist-freshness.mjs';

/** Runs `npm run build`'s steps when dist/ is missing or older than its sources; exits the process if it cannot. */
export function ensureBuilt(root) {
  const reason = staleReason(root);
  if (!reason) return false;
  const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(viteBin)) {
    console.error(`The app must be built (${reason}), but Vite is not installed: run \`npm install\` (with dev dependencies) first.`);
    process.exit(1);
  }
  const started = performance.now();
  console.log(`Building the app: ${reason}…`);
  // `npm run build` without npm: the client contract first (scripts/generate-client-contract.ts).
  const generated = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'generate-client-contract.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (generated.status !== 0) {
    console.error('Generating contract/api.ts failed.');
    process.exit(generated.status ?? 1);
  }
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed.');
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
