import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { ClassGradebook, ManualScore, ScoreSave } from '@/contract/schemas/gradebook';
import { callEndpoint } from '@/src/lib/api-client';
import { gradebookKeys } from './keys';

export function saveScore(score: ScoreSave) {
  return callEndpoint(api.gradebookScoreSave, { body: score });
}

type Cell = Pick<ManualScore, 'studentId' | 'attributeId'>;
const sameCell = (a: Cell) => (b: Cell) => a.studentId === b.studentId && a.attributeId === b.attributeId;

/** The class's scores with one cell replaced; a cleared cell (`graded` without a value) is removed: not graded. */
export function withScore(scores: readonly ManualScore[], cell: Cell, next: ManualScore | undefined): readonly ManualScore[] {
  const at = scores.findIndex(sameCell(cell));
  const cleared = !next || (next.state === 'graded' && next.value === null);
  if (at < 0) return cleared ? scores : [...scores, next];
  return cleared ? scores.filter((_, i) => i !== at) : scores.map((s, i) => (i === at ? next : s));
}

/**
 * Saves one cell with an optimistic update: the cache shows the new value at once (and the grade
 * engine recomputes from it); on failure that cell alone goes back and the shared handler shows
 * the server's message in an error snackbar. Other cells edited meanwhile are left alone.
 */
export function useSaveScore(instanceId: string) {
  const queryClient = useQueryClient();
  const key = gradebookKeys.class(instanceId);
  const update = (change: (scores: readonly ManualScore[]) => readonly ManualScore[]) =>
    queryClient.setQueryData<ClassGradebook>(key, (data) => {
      if (!data) return data;
      const scores = change(data.scores);
      return scores === data.scores ? data : { ...data, scores: scores as ManualScore[] };
    });

  return useMutation({
    mutationFn: saveScore,
    onMutate: async (score) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ClassGradebook>(key)?.scores.find(sameCell(score));
      const optimistic: ManualScore = {
        studentId: score.studentId,
        attributeId: score.attributeId,
        value: score.value,
        state: score.state,
      };
      update((scores) => withScore(scores, score, optimistic));
      return { previous, optimistic };
    },
    // Roll back to the previous value.
    onError: (_error, score, context) => {
      if (context) update((scores) => settle(scores, score, context.optimistic, context.previous));
    },
    // Take what the server stored.
    onSuccess: (stored, score, context) => update((scores) => settle(scores, score, context.optimistic, stored)),
  });
}

/**
 * Settles one optimistic cell: replaced by `outcome` only while the cell still shows this edit,
 * so when the same cell was edited again meanwhile, the later edit wins.
 */
function settle(scores: readonly ManualScore[], cell: Cell, optimistic: ManualScore, outcome: ManualScore | undefined) {
  const now = scores.find(sameCell(cell));
  const cleared = optimistic.state === 'graded' && optimistic.value === null;
  const stillOurs = now ? now.value === optimistic.value && now.state === optimistic.state : cleared;
  return stillOurs ? withScore(scores, cell, outcome) : scores;
}
