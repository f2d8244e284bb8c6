import type { NotificationStreamEvent } from '@/contract/schemas/communication';
import { createSseParser } from '@/domain/sse-parser';

export interface NotificationStreamOptions {
  /** Absolute URL of the stream endpoint. */
  url: string;
  /** The current access token; none: the session is over and the stream stops. */
  token: () => string | null;
  /** Renews the access token after a 401 (the api client's single-flight refresh); false: it cannot be renewed. */
  refresh: () => Promise<boolean>;
  /** The newest seq this tab has, sent as `Last-Event-ID` so the server replays what came after it. */
  lastEventId: () => number | null;
  onEvent: (event: NotificationStreamEvent) => void;
  /** The session could not be renewed: the stream has stopped. */
  onSessionLost: () => void;
  /** Reconnect delays: doubling from `initialMs` up to `maxMs`, with jitter. */
  backoff?: { initialMs: number; maxMs: number };
  /** Nothing at all (not even a heartbeat, every ~25 s) for this long: the connection is dead; reconnect. */
  idleTimeoutMs?: number;
}

const defaults = { backoff: { initialMs: 1000, maxMs: 30_000 }, idleTimeoutMs: 60_000 };

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Reads one opened stream to its end, passing each notification event on; aborts it when it goes quiet. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  attempt: AbortController,
  idleMs: number,
  onEvent: (e: NotificationStreamEvent) => void,
) {
  const parser = createSseParser((message) => {
    if (message.event !== 'notification') return;
    try {
      onEvent(JSON.parse(message.data) as NotificationStreamEvent);
    } catch {
      // A malformed event is dropped; the next reconnect's replay does not depend on it.
    }
  });
  let idle = setTimeout(() => attempt.abort(), idleMs);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(idle);
      idle = setTimeout(() => attempt.abort(), idleMs);
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(idle);
    reader.releaseLock();
  }
}

/**
 * Keeps one notification stream open until `signal` aborts. EventSource cannot send the
 * `Authorization` header, so this reads the stream with fetch. On a dropped connection it
 * reconnects with backoff and `Last-Event-ID`; on a 401 it renews the token once and reconnects
 * at once; when the token cannot be renewed, or is gone (signed out), it stops.
 */
export async function runNotificationStream(options: NotificationStreamOptions, signal: AbortSignal): Promise<void> {
  const backoff = options.backoff ?? defaults.backoff;
  const idleMs = options.idleTimeoutMs ?? defaults.idleTimeoutMs;
  let failures = 0;
  let refreshed = false;
  while (!signal.aborted) {
    const token = options.token();
    if (!token) return;
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
      const lastEventId = options.lastEventId();
      if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId);
      const res = await fetch(options.url, { headers, signal: attempt.signal, cache: 'no-store' });
      if (res.status === 401) {
        void res.body?.cancel().catch(() => {});
        // One renewal per failure: a second 401 straight after means the session is over.
        if (!refreshed && (await options.refresh())) {
          refreshed = true;
          continue;
        }
        options.onSessionLost();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      refreshed = false;
      failures = 0;
      await readStream(res.body, attempt, idleMs, options.onEvent);
    } catch {
      // A dropped or refused connection: reconnect below, unless we were stopped.
    } finally {
      signal.removeEventListener('abort', stop);
    }
    if (signal.aborted) return;
    failures += 1;
    const delay = Math.min(backoff.maxMs, backoff.initialMs * 2 ** (failures - 1));
    // Jitter, so tabs that lost the server together do not all come back in the same instant.
    await sleep(delay * (0.75 + Math.random() / 2), signal);
  }
}
