import type { ContentKind } from '@/contract/schemas/teacher';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const kindLabels: Record<ContentKind, string> = { lesson: 'Lesson', activity: 'Activity', lab: 'Lab', quiz: 'Quiz' };

/** "2026-09-01" as the reader's locale writes a date (the day as stored: no time-zone shift). */
export function formatDay(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' });
}
