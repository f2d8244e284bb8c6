import { describe, expect, it } from 'vitest';
import { searchSchema } from '@/src/lib/search-params';
import { assertId, rosterSearch } from './route-params';

describe('route params', () => {
  it('accepts a uuid and refuses anything else as not found', () => {
    expect(() => assertId('00000000-0000-4000-8000-000000000192')).not.toThrow();
    for (const bad of ['', '123', '00000000-0000-4000-8000-00000000019', 'x0000000-0000-4000-8000-000000000192']) {
      expect(() => assertId(bad)).toThrow();
    }
  });

  it('keeps good roster values and drops bad ones', () => {
    const parse = searchSchema(rosterSearch);
    expect(parse({ sort: 'score', dir: 'desc', q: 'ava' })).toEqual({ sort: 'score', dir: 'desc', q: 'ava' });
    expect(parse({ sort: 'password', dir: 'up', q: 42 })).toEqual({});
    expect(parse({ q: 'x'.repeat(201) })).toEqual({});
  });
});
