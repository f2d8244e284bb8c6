import { api } from '@/contract/api';
import { callEndpointLazy } from '@/src/lib/lazy-api';
import { session } from '@/src/lib/session';

/** Revokes this sign-in's refresh family. A failure does not keep anyone signed in. */
export async function logout() {
  const refreshToken = session.refreshToken();
  if (!refreshToken) return;
  await callEndpointLazy(api.logout, { body: { refreshToken } }).catch(() => undefined);
}
