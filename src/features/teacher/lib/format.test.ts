import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, formatRelative } from './format';

describe('format', () => {
  it('formats percentages, with a dash for nothing graded', () => {
    expect(formatPercent(61.4)).toBe('61%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(30)).toBe('< 1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(5 * 3600 + 29 * 60)).toBe('5 h 29 min');
    expect(formatDuration(156 * 3600 + 44 * 60)).toBe('157 h');
    expect(formatDuration(1234 * 3600)).toBe('1,234 h');
  });

  it('formats last activity relative to now', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(formatRelative(null, now)).toBe('Not started');
    expect(formatRelative('2026-11-20T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2026-11-19T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-17T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-06T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
