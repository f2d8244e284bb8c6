import { parentApi } from '@/contract/client/parent';
import { callEndpoint } from '@/src/lib/api-client';

/**
 * A summary mail's stop link, signed out: a plain call (no session, no query cache), like the
 * invite page's, with the token in the POST body only. Answers the parent's mail language.
 */
export function stopFamilySummaries(token: string, signal?: AbortSignal) {
  return callEndpoint(parentApi.familySummaryUnsubscribe, { body: { token }, ...(signal ? { signal } : {}) });
}
