import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { AnyEndpoint, BodyInputOf, ClientEndpoint, DataOf, ParamsInputOf, QueryInputOf } from '@/contract/define';
import type { ErrorBody } from '@/contract/http';
import { buildPath } from '@/contract/path';
import { ApiError, parseRetryAfter } from './api-error';
import { takeEarlyAnswer } from './early-answers';
import { session } from './session';
import { signalSessionExpired } from './session-events';

export { ApiError } from './api-error';
export { resetSessionExpiry, setSessionExpiredHandler } from './session-events';

export type Args<E extends AnyEndpoint> = (E extends { params: z.ZodType } ? { params: ParamsInputOf<E> } : { params?: never }) &
  (E extends { query: z.ZodType } ? { query?: QueryInputOf<E> } : { query?: never }) &
  (E extends { body: z.ZodType } ? { body: BodyInputOf<E> } : { body?: never }) & {
    /** Overrides the stored school for this call (school-scoped endpoints). */
    schoolId?: string;
    signal?: AbortSignal;
  };

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the access token. Single-flight: every request that meets a 401 while a refresh runs
 * waits for that same refresh, so ten parallel 401s cause exactly one refresh.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return false;
    try {
      const { ky } = await loadHttp();
      const res = await ky.post(`${apiOrigin()}/api/v1/teacher/new/token`, { json: { refreshToken }, retry: 0, throwHttpErrors: false });
      if (!res.ok) return false;
      const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
      session.setTokens(data.token, data.refreshToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Absolute origin: jsdom (tests) rejects relative URLs. */
function apiOrigin() {
  return globalThis.location?.origin ?? 'http://localhost';
}

let httpClient: Promise<{ ky: typeof import('ky').default; http: KyInstance; isHTTPError: typeof import('ky').isHTTPError }> | null = null;

/**
 * The HTTP client (ky) loads with the first call, not with the page: this module is on the sign-in
 * page (the sign-in form, the guards and the crash reporter call through it), ky is not needed to
 * show that page (its JavaScript budget, ARCHITECTURE.md §9).
 */
function loadHttp() {
  httpClient ??= import('ky').then(({ default: ky, isHTTPError }) => ({
    ky,
    isHTTPError,
    http: ky.create({
      retry: 0,
      timeout: 30_000,
      hooks: {
        beforeRequest: [
          (request) => {
            const token = session.token();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
            // The server's own sentences in the page's language (ARCHITECTURE.md §12): `<html lang>`, which
            // i18n.ts sets with each activation (no import of it here: 0.7 KB on the sign-in page); en-XA is English.
            request.headers.set('Accept-Language', document.documentElement.lang.slice(0, 2) || 'en');
          },
        ],
      },
    }),
  }));
  return httpClient;
}

async function toApiError(error: unknown): Promise<ApiError> {
  const { isHTTPError } = await loadHttp();
  if (isHTTPError(error)) {
    const body = (await error.response.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null;
    return new ApiError(
      error.response.status,
      body?.message ? body : { message: `Request failed (${error.response.status})`, code: 'HTTP' },
      parseRetryAfter(error.response.headers.get('retry-after')),
    );
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError(0, { message: 'Cannot reach the server. Check your connection and try again.', code: 'NETWORK' });
}

/** Full answer `{ data, message? }` of one contract endpoint. */
export async function callEndpointRaw<E extends AnyEndpoint>(
  endpoint: ClientEndpoint<E>,
  args: Args<E>,
): Promise<{ data: DataOf<E>; message?: string }> {
  const path = buildPath(endpoint.path, args.params as Record<string, string> | undefined);
  const early = endpoint.school || args.query ? undefined : takeEarlyAnswer(endpoint.method, path, args.body);
  if (early) {
    try {
      return (await early) as { data: DataOf<E>; message?: string };
    } catch {
      // Refused or unreachable at boot (an expired token): this call's own way renews and reports.
    }
  }
  const url = `${apiOrigin()}${path}`;
  const headers: Record<string, string> = {};
  if (endpoint.school) {
    const schoolId = args.schoolId ?? session.schoolId();
    if (schoolId) headers.schoolid = schoolId;
  }
  const { http } = await loadHttp();
  const send = () =>
    http(url, {
      method: endpoint.method,
      headers,
      ...(args.body !== undefined ? { json: args.body } : {}),
      ...(args.query ? { searchParams: args.query as Record<string, string> } : {}),
      ...(args.signal ? { signal: args.signal } : {}),
    }).json<{ data: DataOf<E>; message?: string }>();
  try {
    return await send();
  } catch (error) {
    const failure = await toApiError(error);
    // A 401 on a call that carried a token: renew once and retry once; public calls are not retried.
    if (failure.status !== 401 || endpoint.public || !session.refreshToken()) throw failure;
    if (!(await refreshSession())) {
      session.clear();
      signalSessionExpired();
      throw failure;
    }
    try {
      return await send();
    } catch (retryError) {
      throw await toApiError(retryError);
    }
  }
}

/** Calls one contract endpoint and answers its `data`: the one way the client calls the API. */
export async function callEndpoint<E extends AnyEndpoint>(endpoint: ClientEndpoint<E>, args: Args<E>): Promise<DataOf<E>> {
  return (await callEndpointRaw(endpoint, args)).data;
}
