import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoint-table';
import { contractFuzzShards, shardEndpoints } from './contract-fuzz';

describe('contract fuzz shards', () => {
  it('deal every endpoint to exactly one shard, and each shard has its test file', () => {
    const dealt = Array.from({ length: contractFuzzShards }, (_, i) => shardEndpoints(i + 1).map(([name]) => name)).flat();
    expect(dealt.sort()).toEqual(Object.keys(endpoints).sort());
    const folder = path.dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(folder).filter((name) => /^contract-fuzz-\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: contractFuzzShards }, (_, i) => `contract-fuzz-${i + 1}.test.ts`).sort());
  });
});
