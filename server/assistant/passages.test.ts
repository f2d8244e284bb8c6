import { describe, expect, it } from 'vitest';
import { markdownBlocks, pickPassage } from './passages';

const body = [
  '# Linear Search',
  '',
  'To find a value in an unsorted list, look at every item in turn:',
  '',
  '```python',
  'def linear_search(items, target):',
  '',
  '    return -1',
  '```',
  '',
  'In the worst case it looks at all $n$ items: **linear time**, $O(n)$.',
  '',
  'Transfer time is roughly',
  '',
  '$$',
  't = \\frac{s}{b}',
  '$$',
].join('\n');

describe('passages', () => {
  it('cuts Markdown into blocks without cutting code or display math, headings apart', () => {
    expect(markdownBlocks(body)).toEqual([
      '# Linear Search',
      'To find a value in an unsorted list, look at every item in turn:',
      '```python\ndef linear_search(items, target):\n\n    return -1\n```',
      'In the worst case it looks at all $n$ items: **linear time**, $O(n)$.',
      'Transfer time is roughly',
      '$$\nt = \\frac{s}{b}\n$$',
    ]);
  });

  const blocks = markdownBlocks(body);
  const scores = (matched: number[]) => matched.map((m) => ({ matched: m, rank: m / 10 }));

  it('quotes the best block', () => {
    expect(pickPassage(blocks, scores([3, 0, 0, 2, 0, 0]))).toBe(blocks[3]);
  });

  it('keeps a lead-in with what it introduces, on either side', () => {
    expect(pickPassage(blocks, scores([0, 2, 0, 1, 0, 0]))).toBe(`${blocks[1]}\n\n${blocks[2]}`);
    expect(pickPassage(blocks, scores([0, 0, 2, 1, 0, 0]))).toBe(`${blocks[1]}\n\n${blocks[2]}`);
    expect(pickPassage(blocks, scores([0, 0, 0, 0, 2, 0]))).toBe(`${blocks[4]}\n\n${blocks[5]}`);
  });

  it('prefers prose to code on a tie, and opens with the first block when nothing matches', () => {
    expect(pickPassage(blocks, scores([0, 0, 1, 1, 0, 0]))).toBe(blocks[3]);
    expect(pickPassage(blocks, scores([0, 0, 0, 0, 0, 0]))).toBe(`${blocks[1]}\n\n${blocks[2]}`);
  });

  it('never quotes an over-long block', () => {
    const long = ['Short opening.', 'x '.repeat(800)];
    expect(pickPassage(long, scores([0, 5]))).toBe('Short opening.');
  });
});
