import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { showSnackbar } from './snackbar';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** `false`: the failure is silent (ARCHITECTURE.md §6) or handled by the caller. A string replaces the server's message. */
      errorMessage?: string | false;
    };
  }
}

/** Retries only what may pass on a second try: network failures and 5xx, twice. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The app's query client. Mutation errors surface through one shared handler, the error snackbar
 * (ARCHITECTURE.md §4), unless a mutation says otherwise in `meta.errorMessage`.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const custom = mutation.meta?.errorMessage;
        if (custom === false) return;
        showSnackbar(custom ?? errorMessage(error), 'error');
      },
    }),
  });
}
