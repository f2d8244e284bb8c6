import { describe, expect, it } from 'vitest';
import { standingOf } from './standing';

const course = (total: number | null, averageScore: number | null, itemsCompleted: number) => ({
  grades: { total, rule: 'points' as const, divisions: [] },
  averageScore,
  itemsCompleted,
});

describe('standing of a course', () => {
  it('reads the gradebook total first, then the mean score', () => {
    expect(standingOf(course(92, 40, 3))).toBe('great');
    expect(standingOf(course(59.9, 95, 3))).toBe('needs-help');
    expect(standingOf(course(null, 70, 3))).toBe('on-track');
    expect(standingOf({ grades: null, averageScore: 85, itemsCompleted: 1 })).toBe('great');
  });

  it('says a child is starting when nothing is done or graded, and on track when work is done but ungraded', () => {
    expect(standingOf(course(null, null, 0))).toBe('starting');
    expect(standingOf(course(null, null, 2))).toBe('on-track');
    expect(standingOf(course(60, null, 0))).toBe('on-track');
  });
});
