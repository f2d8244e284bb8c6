import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { heading } from './report';
import { root } from './server-process';

export interface FeatureBench {
  name: string;
  file: string;
  exportName: string;
}

/**
 * Runs one feature bench (`run…Bench({ log })`), whatever its printing habit: some print their
 * figures, some return them as lines, some do both. The heading is printed once (unless the bench
 * prints its own), `log` prints a line at once, and returned lines are printed unless the bench
 * already printed them.
 */
export async function runFeatureBench(bench: FeatureBench): Promise<void> {
  const file = path.join(root, bench.file);
  // A variable path: the feature benches land on other branches, and a missing one is not an error.
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const run = module[bench.exportName];
  if (typeof run !== 'function') throw new Error(`${bench.file} does not export ${bench.exportName}()`);

  const printed = new Set<string>();
  const original = console.log;
  let headed = false;
  console.log = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!headed && !text.trimStart().startsWith('## ')) original(`\n## ${bench.name}`);
    headed = true;
    printed.add(text);
    original(...args);
  };
  let result: unknown;
  try {
    // `log` prints as it comes (progress or figures, the bench's choice); lines it also returns are not repeated.
    result = await run({ log: (line: string) => console.log(line) });
  } finally {
    console.log = original;
  }
  if (!headed) heading(bench.name);
  if (Array.isArray(result)) {
    for (const line of result) if (typeof line === 'string' && !printed.has(line)) console.log(line);
  }
}
