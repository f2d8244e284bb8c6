import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RosterImportSummary, RosterProgress } from '@/contract/schemas/roster';
import { ApiError } from '@/src/lib/api-error';
import { i18n } from '@/src/lib/i18n/i18n';
import { applyImport } from './apply-stream';
import { rosterKeys } from './keys';

export type ApplyState =
  | { kind: 'idle' }
  /** `progress` is null until the first event. */
  | { kind: 'running'; progress: RosterProgress | null }
  | { kind: 'done'; applied: RosterImportSummary | null }
  /** The server's transaction failed: nothing was written. */
  | { kind: 'failed'; message: string }
  /** Refused before the stream (409, 404), unreachable, or cut off. */
  | { kind: 'error'; error: ApiError };

/**
 * Applies an import and follows its progress stream. The stream is closed when the component
 * unmounts (the server's one transaction finishes or rolls back on its own); at the end, whatever
 * happened, the history and the import are read again.
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (importId: string) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ kind: 'running', progress: null });
      try {
        const last = await applyImport(importId, (progress) => setState({ kind: 'running', progress }), own.signal);
        setState(
          last.phase === 'done'
            ? { kind: 'done', applied: last.import ?? null }
            : { kind: 'failed', message: last.message ?? i18n._('roster.apply.failed') },
        );
      } catch (error) {
        if (own.signal.aborted) return;
        setState({
          kind: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, { message: i18n._('roster.apply.failedShort'), code: 'CLIENT' }),
        });
      }
      await queryClient.invalidateQueries({ queryKey: rosterKeys.all });
    },
    [queryClient],
  );

  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, start, reset };
}
