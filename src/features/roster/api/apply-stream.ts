import { api } from '@/contract/api';
import type { ErrorBody } from '@/contract/http';
import { buildPath } from '@/contract/path';
import type { RosterProgress } from '@/contract/schemas/roster';
import { createSseParser } from '@/domain/sse-parser';
import { refreshSession } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { i18n } from '@/src/lib/i18n/i18n';
import { session } from '@/src/lib/session';
import { signalSessionExpired } from '@/src/lib/session-events';

const unreachable = () => new ApiError(0, { message: i18n._('roster.apply.unreachable'), code: 'NETWORK' });

/** The stream ended without its last event: the transaction's outcome is unknown here (the history tells). */
const cutOff = () =>
  new ApiError(0, {
    message: i18n._('roster.apply.cutOff'),
    code: 'STREAM_CLOSED',
  });

/** Opens the apply stream: a POST without a body (EventSource can neither POST nor send the Authorization header). */
function open(url: string, signal: AbortSignal | undefined) {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { method: 'POST', headers, cache: 'no-store', ...(signal ? { signal } : {}) });
}

/** Opens the stream; a 401 renews the token once (the api client's single-flight refresh) and asks again. */
async function openAuthorized(url: string, signal: AbortSignal | undefined): Promise<Response> {
  let res = await open(url, signal);
  if (res.status !== 401 || !session.refreshToken()) return res;
  void res.body?.cancel().catch(() => {});
  if (!(await refreshSession())) {
    session.clear();
    signalSessionExpired();
    return res;
  }
  res = await open(url, signal);
  return res;
}

/** A refusal before the stream (409 with errors or not a dry run, 404 out of reach): the ordinary JSON error body. */
async function refusal(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null;
  return new ApiError(res.status, body?.message ? body : { message: `Request failed (${res.status})`, code: 'HTTP' });
}

const isLast = (progress: RosterProgress) => progress.phase === 'done' || progress.phase === 'failed';

/**
 * Applies a dry run (`POST …/import/:id/apply`), passing each `progress` event on as it arrives, and
 * answers the last one (phase `done` with the import, or `failed`: nothing was written). Throws an
 * `ApiError` for a refusal before the stream, a network failure, or a stream cut off before its end.
 */
export async function applyImport(importId: string, onProgress: (progress: RosterProgress) => void, signal?: AbortSignal) {
  const url = `${location.origin}${buildPath(api.rosterImportApply.path, { id: importId })}`;
  let res: Response;
  try {
    res = await openAuthorized(url, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreachable();
  }
  if (!res.ok || !res.body) throw await refusal(res);

  // An object, not a `let`: the compiler does not see the parser's callback assign it.
  const seen: { last: RosterProgress | null } = { last: null };
  const finished = () => seen.last !== null && isLast(seen.last);
  const parser = createSseParser((message) => {
    if (message.event !== 'progress' || finished()) return;
    seen.last = JSON.parse(message.data) as RosterProgress;
    onProgress(seen.last);
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (finished()) break;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw cutOff();
  } finally {
    void reader.cancel().catch(() => {});
  }
  if (!seen.last || !finished()) throw cutOff();
  return seen.last;
}
