import { type RosterChange, type RosterCounts, type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import type { RowImage } from './tables';

export type Field = RosterChange['fields'][number];

/** The dry run's answer: counts per file and action, and a sample of up to `samplePerAction` changes per file and action. */
export interface RosterDiff {
  counts: Record<RosterFile, RosterCounts>;
  sample: RosterChange[];
}

export const samplePerAction = 20;

export function emptyCounts(): Record<RosterFile, RosterCounts> {
  return Object.fromEntries(rosterFiles.map((file) => [file, { create: 0, update: 0, deactivate: 0, unchanged: 0 }])) as Record<
    RosterFile,
    RosterCounts
  >;
}

/** Collects the diff record by record as the plan decides each one. */
export class DiffBuilder {
  readonly counts = emptyCounts();
  readonly sample: RosterChange[] = [];

  note(file: RosterFile, action: RosterChange['action'], sourcedId: string, label: string, fields: Field[] = []) {
    this.counts[file][action] += 1;
    if (this.counts[file][action] <= samplePerAction) this.sample.push({ file, action, sourcedId, label, fields });
  }

  unchanged(file: RosterFile) {
    this.counts[file].unchanged += 1;
  }

  result(): RosterDiff {
    return { counts: this.counts, sample: this.sample };
  }
}

const shown = (value: RowImage[string] | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The fields whose value differs between two images of a row, over the given columns. */
export function changedFields(before: RowImage, after: RowImage, columns: readonly string[]): Field[] {
  return columns
    .filter((column) => shown(before[column]) !== shown(after[column]))
    .map((column) => ({ field: column, from: shown(before[column]), to: shown(after[column]) }));
}

/** Two JSON values equal whatever their key order (jsonb hands keys back in its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
