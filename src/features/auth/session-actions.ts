import type { CurrentUser } from '@/contract/schemas/user';
import { loadedQueryClient, loadQueryClient, prepareQueryClient } from '@/src/lib/query-client-store';
import { setSchoolId, useSchoolStore } from '@/src/lib/school-id';
import { session } from '@/src/lib/session';
import { resetSessionExpiry } from '@/src/lib/session-events';
import { currentUserQueryOptions } from './api/current-user-query';
import { logout } from './api/logout';

/**
 * Keeps the stored school when it is one of the user's schools, otherwise picks the first one
 * (users without schools have none). Called after sign-in and by every group guard.
 */
export function ensureSchoolSelected(user: CurrentUser) {
  const current = useSchoolStore.getState().schoolId;
  if (current && user.schools.some((school) => school._id === current)) return;
  setSchoolId(user.schools[0]?._id ?? null);
}

/** Stores the new session (ARCHITECTURE.md §6 keys) and primes the current-user cache. */
export async function completeSignIn(answer: { token: string; refreshToken: string; user: CurrentUser }) {
  const queryClient = await loadQueryClient();
  // Whatever was cached belongs to the previous user.
  queryClient.clear();
  session.setTokens(answer.token, answer.refreshToken);
  // The offline cache follows the account: another account's is deleted, this one's restored (ARCHITECTURE.md §20).
  await prepareQueryClient(queryClient).catch(() => {});
  ensureSchoolSelected(answer.user);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, answer.user);
  resetSessionExpiry();
}

/** Revokes the refresh family, clears the keys and every cached answer. The caller navigates. */
export async function signOut() {
  await logout();
  forgetSession();
}

/** Local half of sign-out, also used when the session expired. */
export function forgetSession() {
  session.clear();
  setSchoolId(null);
  const client = loadedQueryClient();
  client?.clear();
  // No session: the offline cache on this device is deleted (ARCHITECTURE.md §20).
  if (client) void prepareQueryClient(client).catch(() => {});
}
