import { describe, expect, it } from 'vitest';
import { demoTemplates } from '@/mocks/gradebook';
import { isFullySet, renameDivision, sameContent, weightTotal } from './template-edits';

describe('template helpers', () => {
  it('sameContent ignores key order, version and timestamp, but sees every edit', () => {
    const [base] = demoTemplates();
    const reordered = {
      ...base!,
      gradings: base!.gradings.map(({ attributes, weight, name, _id }) => ({ attributes, weight, name, _id })),
    };
    expect(sameContent(base!, { ...base!, version: 7, updatedAt: 'later' })).toBe(true);
    expect(sameContent(base!, reordered)).toBe(true);
    expect(sameContent(base!, renameDivision(base!, 'div-assess', 'Tests'))).toBe(false);
  });

  it('weightTotal sums the set weights only', () => {
    const [base] = demoTemplates();
    expect(weightTotal(base!)).toBe(100);
    expect(weightTotal({ ...base!, gradings: base!.gradings.map((d) => ({ ...d, weight: null })) })).toBeNull();
    expect(
      weightTotal({
        ...base!,
        gradings: [
          { ...base!.gradings[0]!, weight: 30 },
          { ...base!.gradings[1]!, weight: null },
        ],
      }),
    ).toBe(30);
  });

  it('isFullySet needs a name, a max score and a type', () => {
    const attribute = demoTemplates()[0]!.gradings[0]!.attributes[0]!;
    expect(isFullySet(attribute)).toBe(true);
    expect(isFullySet({ ...attribute, maxScore: 0 })).toBe(true);
    expect(isFullySet({ ...attribute, name: ' ' })).toBe(false);
  });
});
