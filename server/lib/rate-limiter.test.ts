import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit per window, then answers the seconds left, and starts over when the window runs out', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('a', 3, 60))).toEqual([0, 0, 0]);
    expect(limiter.hit('a', 3, 60)).toBe(60);
    expect(limiter.hit('b', 3, 60)).toBe(0);
    now += 45_500;
    expect(limiter.hit('a', 3, 60)).toBe(15);
    now += 15_000;
    expect(limiter.hit('a', 3, 60)).toBe(0);
  });
});
