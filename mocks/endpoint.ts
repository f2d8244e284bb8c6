import { HttpResponse, type HttpResponseResolver, http, type JsonBodyType } from 'msw';
import type { AnyEndpoint, ClientEndpoint, DataOf } from '@/contract/define';
import type { ErrorBody } from '@/contract/http';

/**
 * An msw handler on one contract endpoint: its method, its path (`:id` stays, the origin is any).
 * The resolver may answer `undefined` to let the handlers set up before answer.
 */
export function interceptEndpoint(endpoint: ClientEndpoint, resolver: HttpResponseResolver) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${endpoint.path}`, resolver);
}

type Resolver<E extends AnyEndpoint> = (info: {
  params: Record<string, string>;
  body: unknown;
  request: Request;
}) => DataOf<E> | Response | Promise<DataOf<E> | Response>;

/**
 * An msw handler typed by the contract: the resolver returns the endpoint's `data` (wrapped in the
 * envelope here) or a full `Response` (e.g. `apiError(403, '…')`).
 */
export function mockEndpoint<E extends AnyEndpoint>(endpoint: ClientEndpoint<E>, resolve: Resolver<E>) {
  return interceptEndpoint(endpoint, async ({ params, request }) => {
    // The body as sent, when there is one (the mock holds no schemas to tell).
    const body =
      endpoint.method !== 'GET'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    const result = await resolve({ params: params as Record<string, string>, body, request });
    if (result instanceof Response) return result;
    return HttpResponse.json({ data: result } as JsonBodyType, { status: endpoint.status ?? 200 });
  });
}

/** An error answer in the contract's error body. */
export function apiError(status: number, message: string, extra: Partial<ErrorBody> = {}) {
  return HttpResponse.json({ message, code: extra.code ?? 'ERROR', ...extra }, { status });
}
