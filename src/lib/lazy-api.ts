import type { AnyEndpoint, DataOf } from '@/contract/define';
import type { Args } from './api-client';

/**
 * `callEndpoint` for code on the first page (sign-in, guards, root): the HTTP client (ky) loads on
 * the first call instead of with the page. Screens inside the role groups import `callEndpoint`
 * from `./api-client` directly.
 */
export async function callEndpointLazy<E extends AnyEndpoint>(endpoint: E, args: Args<E>): Promise<DataOf<E>> {
  const client = await import('./api-client');
  return client.callEndpoint(endpoint, args);
}
