/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`) by self time: the top functions, with
 * their file, so a profile can be read without a flame-graph viewer.
 * `tsx bench/support/cpu-profile.ts <file.cpuprofile> [top=30]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
const selfHits = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  total += hits;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|contract|bench)\//, '$1/');
  const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  selfHits.set(key, (selfHits.get(key) ?? 0) + hits);
}
const top = [...selfHits].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30));
for (const [key, hits] of top) console.log(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
// Also by package: which library the time goes to.
const byPackage = new Map<string, number>();
for (const [key, hits] of selfHits) {
  const where = key.split('  ')[1] ?? '';
  const pkg = /^(@[^/]+\/[^/]+|[^/:]+)\//.exec(where)?.[1] ?? where.split(':')[0] ?? '';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
}
console.log('\nBy package / file:');
for (const [pkg, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${pkg}`);
