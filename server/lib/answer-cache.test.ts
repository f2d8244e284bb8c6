import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('the kept answers', () => {
  it('gives an answer back only at the version it was made at, and drops it at another', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.set('k', 'g:1,a:4', '{"data":1}');
    expect(cache.get('k', 'g:1,a:4', 0)).toBe('{"data":1}');
    expect(cache.get('k', 'g:1,a:5', 0)).toBeUndefined();
    expect(cache.get('k', 'g:1,a:4', 0)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it('keeps within its bytes, the least recently used out first', () => {
    const body = 'x'.repeat(1000);
    // Each entry: 2 bytes a character of key, body and version, and 64 more.
    const cache = new AnswerCache(3 * (2 * (1 + 1000 + 1) + 64));
    for (const key of ['a', 'b', 'c']) cache.set(key, 'v', body);
    expect(cache.get('a', 'v', 0)).toBe(body);
    cache.set('d', 'v', body);
    expect(cache.get('b', 'v', 0)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.get(key, 'v', 0)).toBe(body);
    expect(cache.size.bytes).toBeLessThanOrEqual(3 * (2 * 1002 + 64));
  });

  it('replaces an answer stored again under its key, and keeps none larger than the whole cache', () => {
    const cache = new AnswerCache(300);
    cache.set('k', 'v1', 'old');
    cache.set('k', 'v2', 'new');
    expect(cache.size.entries).toBe(1);
    expect(cache.get('k', 'v2', 0)).toBe('new');
    cache.set('big', 'v', 'y'.repeat(200));
    expect(cache.get('big', 'v', 0)).toBeUndefined();
    expect(cache.get('k', 'v2', 0)).toBe('new');
  });

  it('never gives an answer back at or after its expiry, even at its version', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.set('k', 'v', 'soon', 1000);
    expect(cache.get('k', 'v', 999)).toBe('soon');
    expect(cache.get('k', 'v', 1000)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    cache.set('k', 'v', 'later', 1000);
    expect(cache.get('k', 'v', 5000)).toBeUndefined();
  });
});
