import type { ContentKind } from '@/contract/schemas/teacher';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';

/** Each kind of content item's name (a message id: `t(kindLabels[kind])`). */
export const kindLabels: Record<ContentKind, MessageId> = {
  lesson: 'courses.kind.lesson',
  activity: 'courses.kind.activity',
  lab: 'courses.kind.lab',
  quiz: 'courses.kind.quiz',
};

/**
 * "2026-09-01" as the active language writes a date (the day as stored: no time-zone shift). A plain
 * function: the components that call it render again on a language switch (they translate with `useT()`).
 */
export function formatDay(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(i18n.locale, { timeZone: 'UTC', dateStyle: 'medium' });
}
