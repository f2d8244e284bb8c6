import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { runBundleBench } from './bundle';
import { runStartupBench } from './startup';
import { runFeatureBench } from './support/feature-bench';
import { heading, seconds } from './support/report';
import { root, tempDataDir } from './support/server-process';

/**
 * `npm run bench [-- name…]`: prints figures, never asserts. Names: startup, bundle, and the
 * feature benches below when their files exist (each exports one `run…Bench()`).
 */
const featureBenches = [
  { name: 'teacher-api', file: 'bench/teacher-api.ts', exportName: 'runTeacherApiBench' },
  { name: 'grade-engine', file: 'bench/grade-engine.ts', exportName: 'runGradeEngineBench' },
  { name: 'gradebook-grid', file: 'bench/gradebook-grid.ts', exportName: 'runGradebookGridBench' },
  { name: 'notification-fanout', file: 'bench/notification-fanout.ts', exportName: 'runNotificationFanoutBench' },
  { name: 'assistant', file: 'bench/assistant.ts', exportName: 'runAssistantBench' },
  { name: 'roster-import', file: 'bench/roster-import.ts', exportName: 'runRosterImportBench' },
  { name: 'admin', file: 'bench/admin.ts', exportName: 'runAdminBench' },
  { name: 'throughput', file: 'bench/throughput.ts', exportName: 'runThroughputBench' },
] as const;

const known = ['startup', 'bundle', ...featureBenches.map((bench) => bench.name)];
/** Short names (`npm run bench -- fanout`). */
const aliases: Record<string, string> = { fanout: 'notification-fanout' };
const asked = process.argv.slice(2).map((name) => aliases[name] ?? name);
const unknown = asked.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from: ${known.join(', ')}`);
  process.exit(2);
}
const wanted = (name: string) => asked.length === 0 || asked.includes(name);

const failures: string[] = [];
async function timed(name: string, run: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await run();
    console.log(`  (${name} took ${seconds(performance.now() - started)})`);
  } catch (error) {
    failures.push(name);
    console.error(`  ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

console.log(`Benchmarks on ${cpus().length} cores, Node ${process.version}; figures only, no assertions.`);
// The machine is shared: a load average well above the core count stretches every figure below.
console.log(
  `Load average at start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} (1, 5, 15 min).`,
);
const started = performance.now();

// The startup bench seeds this folder; the bundle bench then serves the seeded demo school from it.
const data = tempDataDir('seeded');
process.on('SIGINT', () => {
  data.remove();
  process.exit(130);
});
try {
  if (wanted('startup')) await timed('startup', () => runStartupBench(data.dir));
  if (wanted('bundle')) await timed('bundle', () => runBundleBench(data.dir));
} finally {
  data.remove();
}

for (const bench of featureBenches) {
  if (!wanted(bench.name)) continue;
  if (!existsSync(path.join(root, bench.file))) {
    heading(bench.name);
    console.log(`  not available (${bench.file} does not exist yet)`);
    continue;
  }
  await timed(bench.name, () => runFeatureBench(bench));
}

console.log(`\nAll benches done in ${seconds(performance.now() - started)}${failures.length ? `; FAILED: ${failures.join(', ')}` : ''}.`);
process.exit(failures.length ? 1 : 0);
