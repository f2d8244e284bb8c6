import { create } from 'zustand';
import type { ManualScore, ScoreSave } from '@/contract/schemas/gradebook';

/**
 * Score saves the server refused because someone changed the cell meanwhile (409): the teacher's
 * entry (`score`) and what is stored now (`theirs`, null: not graded), one per cell (a later
 * conflict on the same cell replaces it). Resolved by "keep mine" (saved again over theirs) or
 * "take theirs" (dropped). Kept for this visit; the grid already shows what is stored.
 */
export interface ScoreConflict {
  score: ScoreSave;
  theirs: ManualScore | null;
}

const cellOf = ({ score }: ScoreConflict) => `${score.courseInstanceId}:${score.studentId}:${score.attributeId}`;

export const useScoreConflicts = create<{ conflicts: ScoreConflict[] }>()(() => ({ conflicts: [] }));

export function addScoreConflict(conflict: ScoreConflict) {
  useScoreConflicts.setState(({ conflicts }) => ({
    conflicts: [...conflicts.filter((c) => cellOf(c) !== cellOf(conflict)), conflict],
  }));
}

export function removeScoreConflict(conflict: ScoreConflict) {
  useScoreConflicts.setState(({ conflicts }) => ({ conflicts: conflicts.filter((c) => cellOf(c) !== cellOf(conflict)) }));
}

export function clearScoreConflicts() {
  useScoreConflicts.setState({ conflicts: [] });
}
