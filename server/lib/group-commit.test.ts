/**
 * Group commit (ARCHITECTURE.md §19): a lone item is flushed at once, items that come while a flush
 * is in flight go together in the next one, each submitter gets its own outcome, a failed flush fails
 * each of its items and only them, and a claimed flush holds the queue until released.
 */
import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A flush the test finishes by hand: the batches it was given, and a way to answer or fail the oldest open one. */
function manualFlush() {
  const batches: number[][] = [];
  const open: { resolve: (outcomes: string[]) => void; reject: (error: Error) => void }[] = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => open.push({ resolve, reject }));
  };
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return {
    batches,
    flush,
    async answer() {
      const batch = batches[batches.length - 1] ?? [];
      open.shift()?.resolve(batch.map((n) => `outcome ${n}`));
      await settled();
    },
    async fail(error: Error) {
      open.shift()?.reject(error);
      await settled();
    },
  };
}

describe('group commit', () => {
  it('flushes a lone item at once, and the items that came meanwhile together in the next flush', async () => {
    const manual = manualFlush();
    const commit = new GroupCommit(manual.flush);
    const first = commit.submit(1);
    expect(manual.batches).toEqual([[1]]);
    const rest = [commit.submit(2), commit.submit(3), commit.submit(4)];
    expect(manual.batches).toEqual([[1]]);
    await manual.answer();
    expect(await first).toBe('outcome 1');
    expect(manual.batches).toEqual([[1], [2, 3, 4]]);
    await manual.answer();
    expect(await Promise.all(rest)).toEqual(['outcome 2', 'outcome 3', 'outcome 4']);
  });

  it('fails every item of a failed flush with its error, and the next flush works', async () => {
    const manual = manualFlush();
    const commit = new GroupCommit(manual.flush);
    const first = commit.submit(1);
    const failing = [commit.submit(2), commit.submit(3)].map((item) => expect(item).rejects.toThrow('statement failed'));
    await manual.answer();
    const later = commit.submit(4);
    await manual.fail(new Error('statement failed'));
    await Promise.all(failing);
    expect(await first).toBe('outcome 1');
    expect(manual.batches).toEqual([[1], [2, 3], [4]]);
    await manual.answer();
    expect(await later).toBe('outcome 4');
  });

  it('refuses a flush that answers a different number of outcomes than items', async () => {
    const commit = new GroupCommit(async (items: number[]) => items.slice(1));
    await expect(commit.submit(1)).rejects.toThrow('0 outcomes for 1 items');
  });

  it('holds the queue while a claimed flush runs, then flushes it at once; no claim while a flush is in flight', async () => {
    const manual = manualFlush();
    const commit = new GroupCommit(manual.flush);
    const release = commit.claimAlone();
    expect(release).not.toBeNull();
    expect(commit.claimAlone()).toBeNull();
    const queued = [commit.submit(1), commit.submit(2)];
    expect(manual.batches).toEqual([]);
    release?.();
    release?.();
    expect(manual.batches).toEqual([[1, 2]]);
    expect(commit.claimAlone()).toBeNull();
    await manual.answer();
    expect(await Promise.all(queued)).toEqual(['outcome 1', 'outcome 2']);
    expect(commit.claimAlone()).not.toBeNull();
  });

  it('bounds a flush to its largest size', async () => {
    const manual = manualFlush();
    const commit = new GroupCommit(manual.flush, 2);
    const all = [1, 2, 3, 4, 5].map((n) => commit.submit(n));
    await manual.answer();
    await manual.answer();
    await manual.answer();
    expect(manual.batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5].map((n) => `outcome ${n}`));
  });
});
