import { describe, expect, it } from 'vitest';
import { moveCell } from './grid-navigation';
import { formatPoints, parseEntry } from './score-entry';

const points = { maxScore: 20, type: 'points' as const };
const percent = { maxScore: 50, type: 'percent' as const };
const complete = { maxScore: 10, type: 'complete' as const };

describe('parseEntry', () => {
  it('reads states: empty clears, m is missing, x is excused', () => {
    expect(parseEntry('  ', points)).toEqual({ ok: true, value: null, state: 'graded' });
    expect(parseEntry('M', points)).toEqual({ ok: true, value: null, state: 'missing' });
    expect(parseEntry('x', points)).toEqual({ ok: true, value: null, state: 'excused' });
  });

  it('reads numbers in the attribute unit, with a decimal comma too', () => {
    expect(parseEntry('12,5', points)).toEqual({ ok: true, value: 12.5, state: 'graded' });
    expect(parseEntry('80%', percent)).toEqual({ ok: true, value: 40, state: 'graded' });
    expect(parseEntry('y', complete)).toEqual({ ok: true, value: 10, state: 'graded' });
    expect(parseEntry('0', complete)).toEqual({ ok: true, value: 0, state: 'graded' });
  });

  it('refuses what the attribute cannot hold, saying why', () => {
    expect(parseEntry('21', points)).toEqual({ ok: false, error: 'Must be between 0 and 20.' });
    expect(parseEntry('-1', points)).toEqual({ ok: false, error: 'Must be between 0 and 20.' });
    expect(parseEntry('120', percent)).toEqual({ ok: false, error: 'Must be between 0 and 100%.' });
    expect(parseEntry('5', complete)).toEqual({ ok: false, error: 'Type 1 (complete) or 0 (incomplete).' });
    expect(parseEntry('ten', points)).toEqual({ ok: false, error: 'Type a number, m (missing) or x (excused).' });
  });

  it('shows points in the unit they were typed in', () => {
    expect(formatPoints(40, percent)).toBe('80%');
    expect(formatPoints(10, complete)).toBe('Complete');
    expect(formatPoints(12.5, points)).toBe('12.5');
  });
});

describe('moveCell', () => {
  const shape = { rows: 100, cols: 10, pageRows: 20 };
  it('clamps at the edges and pages by a screenful', () => {
    expect(moveCell({ row: 0, col: 0 }, { key: 'ArrowUp' }, shape)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 90, col: 3 }, { key: 'PageDown' }, shape)).toEqual({ row: 99, col: 3 });
    expect(moveCell({ row: 5, col: 3 }, { key: 'ArrowDown', ctrlKey: true }, shape)).toEqual({ row: 99, col: 3 });
  });

  it('lets Tab leave the grid at the end of a row (no trap), and Shift+Tab at its start', () => {
    expect(moveCell({ row: 1, col: 9 }, { key: 'Tab' }, shape)).toBeNull();
    expect(moveCell({ row: 1, col: 0 }, { key: 'Tab', shiftKey: true }, shape)).toBeNull();
    expect(moveCell({ row: 1, col: 4 }, { key: 'Tab' }, shape)).toEqual({ row: 1, col: 5 });
  });

  it('is not a move for other keys', () => {
    expect(moveCell({ row: 1, col: 1 }, { key: 'a' }, shape)).toBeNull();
  });
});
