import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/contract/api';
import type { ClassGradebook, ManualScore, ScoreCell, ScoreSave } from '@/contract/schemas/gradebook';
import { callEndpoint } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { showSnackbar } from '@/src/lib/snackbar';
import { gradebookKeys } from './keys';
import { gradebookMutationScope, networkRetry, networkRetryDelay } from './offline-options';
import { addScoreConflict } from './score-conflicts';

export function saveScore(score: ScoreSave) {
  return callEndpoint(api.gradebookScoreSave, { body: score });
}

/** The key of every score save: its options (`scoreMutationOptions`) are the client's defaults for it, so a save restored after a reload runs as it would have. */
export const scoreMutationKey = [...gradebookKeys.all, 'save-score'] as const;

type Cell = Pick<ManualScore, 'studentId' | 'attributeId'>;
const sameCell = (a: Cell) => (b: Cell) => a.studentId === b.studentId && a.attributeId === b.attributeId;

/** The class's scores with one cell replaced; a cleared cell (`graded` without a value) is removed: not graded. */
export function withScore(scores: readonly ManualScore[], cell: Cell, next: ManualScore | undefined): readonly ManualScore[] {
  const at = scores.findIndex(sameCell(cell));
  const cleared = !next || (next.state === 'graded' && next.value === null);
  if (at < 0) return cleared ? scores : [...scores, next];
  return cleared ? scores.filter((_, i) => i !== at) : scores.map((s, i) => (i === at ? next : s));
}

/** What the cache shows in a cell now, as `expected` says it (`null`: not graded). */
export function cellInCache(
  queryClient: QueryClient,
  score: Pick<ScoreSave, 'courseInstanceId' | 'studentId' | 'attributeId'>,
): ScoreCell | null {
  const stored = queryClient.getQueryData<ClassGradebook>(gradebookKeys.class(score.courseInstanceId))?.scores.find(sameCell(score));
  return stored ? { value: stored.value, state: stored.state } : null;
}

/** The server's cell when a save met a cell changed meanwhile (409 with `current`); otherwise undefined. */
export function scoreConflictOf(error: unknown): { current: ManualScore | null } | undefined {
  // Checked by hand, not with the contract's zod schema: zod stays off the browser (ARCHITECTURE.md §4).
  if (!(error instanceof ApiError) || error.status !== 409 || !('current' in error.body)) return undefined;
  const current = error.body.current as ManualScore | null;
  return current === null || (typeof current === 'object' && typeof current.studentId === 'string') ? { current } : undefined;
}

type SaveContext = { previous: ManualScore | undefined; optimistic: ManualScore };

/** A class's cached scores, changed by `change` (nothing when the class is not in the cache). */
function updateScores(queryClient: QueryClient, instanceId: string, change: (scores: readonly ManualScore[]) => readonly ManualScore[]) {
  queryClient.setQueryData<ClassGradebook>(gradebookKeys.class(instanceId), (data) => {
    if (!data) return data;
    const scores = change(data.scores);
    return scores === data.scores ? data : { ...data, scores: scores as ManualScore[] };
  });
}

/** The cell as the save writes it, shown in the cached class at once. */
function showScore(queryClient: QueryClient, score: ScoreSave): ManualScore {
  const optimistic: ManualScore = { studentId: score.studentId, attributeId: score.attributeId, value: score.value, state: score.state };
  updateScores(queryClient, score.courseInstanceId, (scores) => withScore(scores, score, optimistic));
  return optimistic;
}

/**
 * After the offline cache came back (a reload, a reopened tab): every score save still waiting is
 * shown in its class again, whether or not the saved answers had caught up with it (ARCHITECTURE.md §20).
 */
export function showWaitingScores(queryClient: QueryClient) {
  for (const mutation of queryClient.getMutationCache().findAll({ mutationKey: scoreMutationKey, status: 'pending' })) {
    showScore(queryClient, mutation.state.variables as ScoreSave);
  }
}

/**
 * Saves one cell with an optimistic update: the cache shows the new value at once (and the grade
 * engine recomputes from it). Offline, the save waits (a paused mutation, kept across a reload:
 * ARCHITECTURE.md §20) and the saves run one after another in the order they were made (one
 * scope). A cell someone changed meanwhile (409) shows what is stored and becomes a conflict for
 * the teacher to resolve; another failure puts that cell back and shows the server's message.
 * Other cells edited meanwhile are left alone.
 */
export function scoreMutationOptions(queryClient: QueryClient) {
  const update = (instanceId: string, change: (scores: readonly ManualScore[]) => readonly ManualScore[]) =>
    updateScores(queryClient, instanceId, change);
  return {
    mutationKey: scoreMutationKey,
    mutationFn: saveScore,
    scope: gradebookMutationScope,
    retry: networkRetry,
    retryDelay: networkRetryDelay,
    // Failures are reported here (a conflict is not an error to announce).
    meta: { errorMessage: false as const },
    onMutate: async (score: ScoreSave): Promise<SaveContext> => {
      await queryClient.cancelQueries({ queryKey: gradebookKeys.class(score.courseInstanceId) });
      const previous = queryClient.getQueryData<ClassGradebook>(gradebookKeys.class(score.courseInstanceId))?.scores.find(sameCell(score));
      return { previous, optimistic: showScore(queryClient, score) };
    },
    onError: (error: unknown, score: ScoreSave, context: SaveContext | undefined) => {
      const conflict = scoreConflictOf(error);
      if (conflict) {
        // Show what is stored now; the teacher's entry waits in the conflict list.
        if (context) update(score.courseInstanceId, (scores) => settle(scores, score, context.optimistic, conflict.current ?? undefined));
        addScoreConflict({ score, theirs: conflict.current });
        return;
      }
      // Roll back to the previous value.
      if (context) update(score.courseInstanceId, (scores) => settle(scores, score, context.optimistic, context.previous));
      showSnackbar(errorMessage(error), 'error');
    },
    // Take what the server stored.
    onSuccess: (stored: ManualScore, score: ScoreSave, context: SaveContext | undefined) => {
      if (context) update(score.courseInstanceId, (scores) => settle(scores, score, context.optimistic, stored));
    },
  };
}

/**
 * The class's save: `mutate(score)` sends with it what the cell showed before (`expected`), so the
 * server refuses to overwrite a change made meanwhile by someone else.
 */
export function useSaveScore(_instanceId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(scoreMutationOptions(queryClient));
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (score: Omit<ScoreSave, 'expected'>) => send({ ...score, expected: cellInCache(queryClient, score) }),
    [queryClient, send],
  );
  return { ...mutation, mutate };
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
