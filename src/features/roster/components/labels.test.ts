import { describe, expect, it } from 'vitest';
import { rosterFiles } from '@/contract/schemas/roster';
import { rosterFileOrder, totalCounts } from './labels';

describe('roster labels', () => {
  it('lists the contract files in the contract order', () => {
    expect(rosterFileOrder).toEqual(rosterFiles);
  });

  it('totals the counts over the files present', () => {
    const counts = {
      users: { create: 2, update: 1, deactivate: 0, unchanged: 5 },
      orgs: { create: 1, update: 0, deactivate: 1, unchanged: 0 },
    };
    expect(totalCounts({ counts } as never)).toEqual({ create: 3, update: 1, deactivate: 1, unchanged: 5 });
  });
});

describe('roster upload limits', () => {
  it('copies the contract limit', async () => {
    const { rosterZipMaxBytes } = await import('@/contract/schemas/roster');
    const { zipMaxBytes } = await import('./upload-zone');
    expect(zipMaxBytes).toBe(rosterZipMaxBytes);
  });
});
