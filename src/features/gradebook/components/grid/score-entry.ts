import type { ScoreState } from '@/contract/schemas/gradebook';
import { entryToPoints, type GradeColumn, pointsToEntry, scoreValueIssue } from '@/domain/grade-engine';
import { i18n } from '@/src/lib/i18n/i18n';

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
 * The keys stay `m` and `x` in every language; the messages are the active language's.
 */
export function parseEntry(text: string, column: Scored): Entry {
  const typed = text.trim().toLowerCase();
  if (typed === '') return { ok: true, value: null, state: 'graded' };
  if (missingWords.has(typed)) return { ok: true, value: null, state: 'missing' };
  if (excusedWords.has(typed)) return { ok: true, value: null, state: 'excused' };
  let entry: number;
  if (column.type === 'complete' && (yes.has(typed) || no.has(typed))) entry = yes.has(typed) ? 1 : 0;
  else entry = Number(typed.replace(/%$/, '').replace(',', '.').trim());
  if (!Number.isFinite(entry)) return { ok: false, error: i18n._('gradebook.entry.notNumber') };
  if (column.type === 'complete' && entry !== 0 && entry !== 1) return { ok: false, error: i18n._('gradebook.entry.completeOnly') };
  if (column.type === 'percent' && (entry < 0 || entry > 100)) return { ok: false, error: between(formatPercent(100)) };
  const points = entryToPoints({ maxScore: column.maxScore, type: column.type }, entry);
  // The grade engine's rule decides; its English words are the server's, so the message is worded
  // here: what is left after the checks above is a missing max score or points out of range.
  if (scoreValueIssue({ maxScore: column.maxScore, type: column.type }, points)) {
    return { ok: false, error: column.maxScore > 0 ? between(number().format(column.maxScore)) : i18n._('gradebook.entry.noMax') };
  }
  return { ok: true, value: points, state: 'graded' };
}

const between = (max: string) => i18n._('gradebook.entry.between', { max });

/** The active language's formats, one per language (a grid formats thousands of cells). */
const formats = new Map<string, Intl.NumberFormat>();
function format(kind: 'number' | 'percent') {
  const key = `${i18n.locale}:${kind}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(
      i18n.locale,
      kind === 'number' ? { maximumFractionDigits: 2 } : { style: 'percent', maximumFractionDigits: 1 },
    );
    formats.set(key, made);
  }
  return made;
}
const number = () => format('number');

/** A graded cell's value as the teacher typed it (for editing and showing): "18", "90%", "Complete". */
export function formatPoints(points: number, column: Scored): string {
  const entry = pointsToEntry({ maxScore: column.maxScore, type: column.type }, points);
  if (column.type === 'percent') return formatPercent(entry);
  if (column.type === 'complete') return i18n._(entry > 0 ? 'gradebook.cell.complete' : 'gradebook.cell.incomplete');
  return number().format(entry);
}

/** What an edit of a graded cell starts from: "18", "90", "1". */
export function editText(points: number, column: Scored): string {
  return String(Math.round(pointsToEntry({ maxScore: column.maxScore, type: column.type }, points) * 100) / 100);
}

/** A percentage for the summary columns ("90%", "90 %" in Spanish), or "—" when nothing counted (NaN). */
export function formatPercent(value: number): string {
  return Number.isNaN(value) ? '—' : format('percent').format(value / 100);
}

/** A column average in the column's unit, or "—". */
export function formatAverage(points: number, column: Scored): string {
  if (Number.isNaN(points)) return '—';
  if (column.type === 'complete') {
    const percent = formatPercent(column.maxScore > 0 ? (points / column.maxScore) * 100 : 0);
    return i18n._('gradebook.cell.averageComplete', { percent });
  }
  return formatPoints(points, column);
}
