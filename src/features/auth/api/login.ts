import type { authApi } from '@/contract/client/auth';
import type { BodyInputOf, EndpointOf } from '@/contract/define';
import { callEndpoint } from '@/src/lib/api-client';

export type Credentials = BodyInputOf<EndpointOf<typeof authApi.login>>;

/**
 * Signs in. A plain call rather than a mutation hook: the sign-in page has no query cache (it stays
 * out of the page's JavaScript) and shows its own errors. The endpoints load with the call, not with
 * the page (ARCHITECTURE.md §4): the app, fetched once the person types, brings them too.
 */
export async function login(credentials: Credentials) {
  const { authApi } = await import('@/contract/client/auth');
  return callEndpoint(authApi.login, { body: credentials });
}
