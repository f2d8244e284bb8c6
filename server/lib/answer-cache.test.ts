import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, KeptBody } from './answer-cache';

const text = (kept: KeptBody | undefined) => kept?.identity.toString('utf8');

describe('the kept answers', () => {
  it('gives an answer back only at the version it was made at, and drops it at another', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.set('k', 'g:1,a:4', '{"data":1}');
    expect(text(cache.get('k', 'g:1,a:4', 0))).toBe('{"data":1}');
    expect(cache.get('k', 'g:1,a:5', 0)).toBeUndefined();
    expect(cache.get('k', 'g:1,a:4', 0)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it('keeps within its bytes, the least recently used out first', () => {
    const body = 'x'.repeat(1500);
    // Each entry: 2 bytes a character of key and version, the body's bytes with half again for its gzip, and 64 more.
    const entryBytes = 2 * (1 + 1) + 1500 + 750 + 64;
    const cache = new AnswerCache(3 * entryBytes);
    for (const key of ['a', 'b', 'c']) cache.set(key, 'v', body);
    expect(text(cache.get('a', 'v', 0))).toBe(body);
    cache.set('d', 'v', body);
    expect(cache.get('b', 'v', 0)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(text(cache.get(key, 'v', 0))).toBe(body);
    expect(cache.size.bytes).toBe(3 * entryBytes);
  });

  it('replaces an answer stored again under its key, and keeps none larger than the whole cache', () => {
    const cache = new AnswerCache(300);
    cache.set('k', 'v1', 'old');
    cache.set('k', 'v2', 'new');
    expect(cache.size.entries).toBe(1);
    expect(text(cache.get('k', 'v2', 0))).toBe('new');
    cache.set('big', 'v', 'y'.repeat(300));
    expect(cache.get('big', 'v', 0)).toBeUndefined();
    expect(text(cache.get('k', 'v2', 0))).toBe('new');
  });

  it('never gives an answer back at or after its expiry, even at its version', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.set('k', 'v', 'soon', 1000);
    expect(text(cache.get('k', 'v', 999))).toBe('soon');
    expect(cache.get('k', 'v', 1000)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    cache.set('k', 'v', 'later', 1000);
    expect(cache.get('k', 'v', 5000)).toBeUndefined();
  });

  it("keeps an answer's gzip once asked for, only where it pays, and the bytes as they were", () => {
    const roster = JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => ({ _id: `student-${i}`, firstName: 'Zoë', completion: i % 100 })),
    });
    const kept = new KeptBody(roster);
    expect(kept.identity.toString('utf8')).toBe(roster);
    const gzipped = kept.gzip();
    expect(gzipped).not.toBeNull();
    expect(gunzipSync(gzipped as Buffer).toString('utf8')).toBe(roster);
    expect(gzipped?.length).toBeLessThan(kept.identity.length / 2);
    expect(kept.gzip()).toBe(gzipped);
    expect(new KeptBody('{"data":1}').gzip()).toBeNull();
    // Bytes that do not compress to half are sent as they are.
    expect(new KeptBody(Buffer.from(crypto.getRandomValues(new Uint8Array(3000))).toString('base64')).gzip()).toBeNull();
  });
});
