import type { RosterChange, RosterCounts, RosterFile, RosterImportStatus, RosterImportSummary } from '@/contract/schemas/roster';

/**
 * The files of a OneRoster zip, in the order they are read: a copy of the contract's `rosterFiles`
 * (importing that module would bring zod into the page; `labels.test.ts` keeps the two equal).
 */
export const rosterFileOrder = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'enrollments',
] as const satisfies readonly RosterFile[];

/** The names the files have in the zip: what an admin knows them by. */
export const fileName = (file: RosterFile) => `${file}.csv`;

export const statusBadge: Record<RosterImportStatus, { label: string; palette: string }> = {
  'dry-run': { label: 'Dry run', palette: 'blue' },
  invalid: { label: 'Has errors', palette: 'red' },
  applied: { label: 'Applied', palette: 'green' },
  'rolled-back': { label: 'Rolled back', palette: 'gray' },
};

export const actionLabels: Record<RosterChange['action'], { label: string; palette: string }> = {
  create: { label: 'Create', palette: 'green' },
  update: { label: 'Update', palette: 'blue' },
  deactivate: { label: 'Deactivate', palette: 'orange' },
};

const zero: RosterCounts = { create: 0, update: 0, deactivate: 0, unchanged: 0 };

/** One file's counts (a file missing from the zip counts nothing). */
export function countsOf(summary: Pick<RosterImportSummary, 'counts'>, file: RosterFile): RosterCounts {
  return summary.counts[file] ?? zero;
}

/** The counts over all files. */
export function totalCounts(summary: Pick<RosterImportSummary, 'counts'>): RosterCounts {
  return rosterFileOrder.reduce((sum, file) => {
    const counts = countsOf(summary, file);
    return {
      create: sum.create + counts.create,
      update: sum.update + counts.update,
      deactivate: sum.deactivate + counts.deactivate,
      unchanged: sum.unchanged + counts.unchanged,
    };
  }, zero);
}

export const whereLabel = (summary: Pick<RosterImportSummary, 'district' | 'school'>) =>
  summary.school ? `${summary.school.name} (${summary.district.name})` : summary.district.name;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => when.format(new Date(iso));

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
export const recordCount = (n: number) => plural(n, 'record', 'records');
export const errorCountLabel = (n: number) => plural(n, 'error', 'errors');
