import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that each keep a worker busy far longer than most, longest first (as measured in
 * a whole run on two cores, ARCHITECTURE.md §4 "CI time"): the answers kept ready (three app
 * instances on each database), the crash scenarios (a real server killed and restarted dozens of
 * times), the contract fuzz shards, the pool's own test, the widest scope suites and web pages.
 * Many are small files, and on a clone without vitest's timing cache (CI) vitest runs larger
 * files first, so they started last and one worker finished them alone while the other idled.
 * Started first, longest first, the many short files fill the other worker meanwhile and the run
 * ends with short files on both.
 */
const heavyFiles = [
  /^server\/lib\/kept-answers\.test\.ts$/,
  /^server\/crash\/roster-import\.crash\.test\.ts$/,
  /^server\/crash\/template-saves\.crash\.test\.ts$/,
  /^server\/fuzz\/contract-fuzz-\d+\.test\.ts$/,
  /^server\/test\/pglite-pool\.test\.ts$/,
  /^server\/crash\/[a-z-]+\.crash\.test\.ts$/,
  /^server\/routes\/sup-admin\.scope\.test\.ts$/,
  /^src\/features\/gradebook\/components\/editor\/template-editor\.test\.tsx$/,
  /^server\/seed\/demo\.test\.ts$/,
  /^server\/routes\/admin-people\.scope\.test\.ts$/,
  /^src\/features\/roster\/components\/roster-page\.test\.tsx$/,
  /^server\/multi\/two-instances\.test\.ts$/,
];

const heavyRank = (file: TestSpecification, root: string): number => {
  const relative = path.relative(root, file.moduleId).split(path.sep).join('/');
  const rank = heavyFiles.findIndex((pattern) => pattern.test(relative));
  return rank === -1 ? heavyFiles.length : rank;
};

/** Vitest's order (the timing cache's longest first, else larger files first), the heavy files ahead of it. */
export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    return sorted
      .map((file, index) => ({ file, index, rank: heavyRank(file, root) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
