import type { ScoreState } from '@/contract/schemas/gradebook';
import { entryToPoints, type GradeColumn, pointsToEntry, scoreValueIssue } from '@/domain/grade-engine';

/** What a teacher typed in a cell, understood: a score to save, or why it cannot be saved. */
export type Entry = { ok: true; value: number | null; state: ScoreState } | { ok: false; error: string };

const missingWords = new Set(['m', 'missing']);
const excusedWords = new Set(['x', 'ex', 'excused']);
const yes = new Set(['y', 'yes', 'c', 'complete', '✓']);
const no = new Set(['n', 'no', 'i', 'incomplete']);

type Scored = Pick<GradeColumn, 'maxScore' | 'type'>;

/**
 * Parses a cell entry: empty clears the cell (not graded); `m` missing; `x` excused; otherwise a
 * number in the attribute's own unit (points, percent with or without "%", or 1/0 and y/n for
 * complete), checked against maxScore by the grade engine's own rule. A decimal comma is accepted.
 */
export function parseEntry(text: string, column: Scored): Entry {
  const typed = text.trim().toLowerCase();
  if (typed === '') return { ok: true, value: null, state: 'graded' };
  if (missingWords.has(typed)) return { ok: true, value: null, state: 'missing' };
  if (excusedWords.has(typed)) return { ok: true, value: null, state: 'excused' };
  let entry: number;
  if (column.type === 'complete' && (yes.has(typed) || no.has(typed))) entry = yes.has(typed) ? 1 : 0;
  else entry = Number(typed.replace(/%$/, '').replace(',', '.').trim());
  if (!Number.isFinite(entry)) return { ok: false, error: 'Type a number, m (missing) or x (excused).' };
  if (column.type === 'complete' && entry !== 0 && entry !== 1) return { ok: false, error: 'Type 1 (complete) or 0 (incomplete).' };
  if (column.type === 'percent' && (entry < 0 || entry > 100)) return { ok: false, error: 'Must be between 0 and 100%.' };
  const points = entryToPoints({ maxScore: column.maxScore, type: column.type }, entry);
  const issue = scoreValueIssue({ maxScore: column.maxScore, type: column.type }, points);
  if (issue) return { ok: false, error: `${issue.charAt(0).toUpperCase()}${issue.slice(1)}.` };
  return { ok: true, value: points, state: 'graded' };
}

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A graded cell's value as the teacher typed it (for editing and showing): "18", "90%", "Complete". */
export function formatPoints(points: number, column: Scored): string {
  const entry = pointsToEntry({ maxScore: column.maxScore, type: column.type }, points);
  if (column.type === 'percent') return `${percent.format(entry)}%`;
  if (column.type === 'complete') return entry > 0 ? 'Complete' : 'Incomplete';
  return number.format(entry);
}

/** What an edit of a graded cell starts from: "18", "90", "1". */
export function editText(points: number, column: Scored): string {
  return String(Math.round(pointsToEntry({ maxScore: column.maxScore, type: column.type }, points) * 100) / 100);
}

/** A percentage for the summary columns, or "—" when nothing counted (NaN). */
export function formatPercent(value: number): string {
  return Number.isNaN(value) ? '—' : `${percent.format(value)}%`;
}

/** A column average in the column's unit, or "—". */
export function formatAverage(points: number, column: Scored): string {
  if (Number.isNaN(points)) return '—';
  if (column.type === 'complete') return `${percent.format(column.maxScore > 0 ? (points / column.maxScore) * 100 : 0)}% complete`;
  return formatPoints(points, column);
}
