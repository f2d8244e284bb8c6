import type { RosterChange, RosterCounts, RosterFile, RosterImportStatus, RosterImportSummary } from '@/contract/schemas/roster';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';

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

export const statusBadge: Record<RosterImportStatus, { label: MessageId; palette: string }> = {
  'dry-run': { label: 'roster.status.dryRun', palette: 'blue' },
  invalid: { label: 'roster.status.invalid', palette: 'red' },
  applied: { label: 'roster.status.applied', palette: 'green' },
  'rolled-back': { label: 'roster.status.rolledBack', palette: 'gray' },
};

export const actionLabels: Record<RosterChange['action'], { label: MessageId; palette: string }> = {
  create: { label: 'roster.action.create', palette: 'green' },
  update: { label: 'roster.action.update', palette: 'blue' },
  deactivate: { label: 'roster.action.deactivate', palette: 'orange' },
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

export const formatWhen = (iso: string) => new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

export const recordCount = (count: number) => i18n._('roster.records', { count });
export const errorCountLabel = (count: number) => i18n._('roster.errors', { count });
