import type { RosterChange, RosterFile } from '@/contract/schemas/roster';
import { emptyCounts, type RosterDiff } from '../repos/roster-diff';
import type { RowImage } from '../repos/roster-tables';

export type Field = RosterChange['fields'][number];

export const samplePerAction = 20;

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
