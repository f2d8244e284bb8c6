import { describe, expect, it } from 'vitest';
import { assertId, parseRosterSearch, shortText } from './route-params';

describe('route params', () => {
  it('accepts a uuid and refuses anything else as not found', () => {
    expect(() => assertId('00000000-0000-4000-8000-000000000192')).not.toThrow();
    for (const bad of ['', '123', '00000000-0000-4000-8000-00000000019', 'x0000000-0000-4000-8000-000000000192']) {
      expect(() => assertId(bad)).toThrow();
    }
  });

  it('keeps good roster values and drops bad ones', () => {
    expect(parseRosterSearch({ sort: 'score', dir: 'desc', q: 'ava' })).toEqual({ sort: 'score', dir: 'desc', q: 'ava' });
    expect(parseRosterSearch({ sort: 'password', dir: 'up', q: 42 })).toEqual({ sort: undefined, dir: undefined, q: undefined });
    expect(shortText('x'.repeat(201))).toBeUndefined();
  });
});
