/**
 * The diff a roster import stores (`roster_imports.diff`): what its dry run found, read back by the
 * import's pages. Plain data with no database access, so the plan worker builds it too (`roster/diff.ts`).
 */
import { type RosterChange, type RosterCounts, type RosterFile, rosterFiles } from '@/contract/schemas/roster';

/** The dry run's answer: counts per file and action, and a sample of up to `samplePerAction` (`roster/diff.ts`) changes per file and action. */
export interface RosterDiff {
  counts: Record<RosterFile, RosterCounts>;
  sample: RosterChange[];
}

export function emptyCounts(): Record<RosterFile, RosterCounts> {
  return Object.fromEntries(rosterFiles.map((file) => [file, { create: 0, update: 0, deactivate: 0, unchanged: 0 }])) as Record<
    RosterFile,
    RosterCounts
  >;
}
