import type { AnyEndpoint, ClientEndpoint, DataOf } from '@/contract/define';
import { session } from './session';

/**
 * API calls the entry (main.tsx) starts for a signed-in visit before the app's chunks (React, the
 * router, the query cache, the HTTP client) have arrived, so the first page's data no longer waits
 * for them, nor each call for the one before it to have been answered and rendered (issue 19 part 4).
 * Plain `fetch`: the HTTP client is one of the chunks this runs ahead of.
 *
 * `callEndpointRaw` takes a matching answer once instead of calling; a failed one (an expired token,
 * a role without access) is dropped and the app makes its own call, which renews the token and
 * reports errors as usual. Only for endpoints without a `schoolid` header.
 */
type Envelope = { data: unknown; message?: string };

const started = new Map<string, Promise<Envelope>>();

const keyOf = (method: string, path: string, body: unknown) => `${method} ${path} ${JSON.stringify(body ?? null)}`;

/** Starts the call now; answers its `data` (for a call that depends on it). */
export function callEarly<E extends AnyEndpoint>(endpoint: ClientEndpoint<E>, body?: unknown): Promise<DataOf<E>> {
  const token = session.token();
  const key = keyOf(endpoint.method, endpoint.path, body);
  const answer = fetch(`${location.origin}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
    return (await response.json()) as Envelope;
  });
  // Nobody may ever take it (the app called first): its failure is not an error to report.
  answer.catch(() => started.delete(key));
  started.set(key, answer);
  return answer.then((envelope) => envelope.data as DataOf<E>);
}

/** The early answer to this call, once; undefined when none was started (or it was already taken). */
export function takeEarlyAnswer(method: string, path: string, body: unknown): Promise<Envelope> | undefined {
  const key = keyOf(method, path, body);
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
