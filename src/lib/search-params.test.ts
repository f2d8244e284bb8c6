import { describe, expect, it } from 'vitest';
import { day, isUuid, oneOf, searchSchema, text, uuid } from './search-params';

describe('search params', () => {
  const parse = searchSchema({ dir: oneOf(['asc', 'desc']), q: text(5), course: uuid });

  it('keeps values that fit and drops the rest (and unknown keys)', () => {
    expect(parse({ dir: 'asc', q: 'ada', course: '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4', other: 'x' })).toEqual({
      dir: 'asc',
      q: 'ada',
      course: '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4',
    });
    expect(parse({ dir: 'sideways', q: 'far too long', course: 'not-an-id' })).toEqual({});
    expect(parse({ dir: 3, q: ['a'] })).toEqual({});
  });

  it('recognises ids as the contract does', () => {
    expect(isUuid('0B7C2D1E-3F4A-4B5C-8D6E-7F8091A2B3C4')).toBe(true);
    expect(isUuid('0b7c2d1e3f4a4b5c8d6e7f8091a2b3c4')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('takes a calendar day as a date input gives it', () => {
    expect(day('2026-11-23')).toBe('2026-11-23');
    for (const value of ['2026-13-40', '23/11/2026', '2026-11-23T00:00', 20261123]) expect(day(value)).toBeUndefined();
  });
});
