import { authApi } from '@/contract/client/auth';
import { callEndpoint } from '@/src/lib/api-client';
import { session } from '@/src/lib/session';

/** Revokes this sign-in's refresh family. A failure does not keep anyone signed in. */
export async function logout() {
  const refreshToken = session.refreshToken();
  if (!refreshToken) return;
  await callEndpoint(authApi.logout, { body: { refreshToken } }).catch(() => undefined);
}
