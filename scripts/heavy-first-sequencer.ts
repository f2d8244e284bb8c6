import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that each keep a worker busy far longer than any other: the crash scenarios (a
 * real server killed and restarted dozens of times), the two-instance suite and the contract fuzz
 * shards. Their files are small, and on a clone without vitest's timing cache (CI) vitest runs
 * larger files first, so they started last and one worker finished them alone while the other
 * idled. Started first, the many short files fill the other worker meanwhile.
 */
const heavyFiles = [
  /^server\/crash\/[a-z-]+\.crash\.test\.ts$/,
  /^server\/multi\/two-instances\.test\.ts$/,
  /^server\/fuzz\/contract-fuzz-\d+\.test\.ts$/,
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
