import { describe, expect, it } from 'vitest';
import { catalogueSorts, classSorts } from '@/contract/schemas/courses';
import { catalogueSortKeys, classSortKeys } from './sorts';

describe('sort keys of the address', () => {
  it('are the contract’s', () => {
    expect([...catalogueSortKeys]).toEqual([...catalogueSorts]);
    expect([...classSortKeys]).toEqual([...classSorts]);
  });
});
