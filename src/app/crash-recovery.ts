import { loadedQueryClient } from '../lib/query-client-store';

/**
 * What Reload does besides clearing the error: cached answers nobody is showing are dropped (the
 * crash may have come from one of them) and the rest are refetched, so the page renders again
 * from fresh data rather than crashing on the same answer.
 */
export async function refreshDataAfterCrash() {
  const queryClient = loadedQueryClient();
  if (!queryClient) return;
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
