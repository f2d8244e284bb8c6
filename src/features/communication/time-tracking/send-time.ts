import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { session } from '@/src/lib/session';

/** The server takes at most an hour a call (`maxSecondsPerReport` in the contract); more is split. */
const maxSecondsPerCall = 3600;
/** The contract's longest page. */
const maxPageLength = 200;

/** Whole seconds in calls of at most an hour: 7300 → [3600, 3600, 100]. */
export function splitSeconds(seconds: number): number[] {
  let left = Math.round(seconds);
  const parts: number[] = [];
  while (left > 0) {
    const part = Math.min(left, maxSecondsPerCall);
    parts.push(part);
    left -= part;
  }
  return parts;
}

const bodies = (seconds: number, page: string) => splitSeconds(seconds).map((time) => ({ time, page: page.slice(0, maxPageLength) }));

/** A periodic report through the api client (it renews the token if needed). Failures are silent (ARCHITECTURE.md §6). */
export function sendTime(seconds: number, page: string) {
  if (!session.token()) return;
  for (const body of bodies(seconds, page)) void callEndpoint(api.timeSpent, { body }).catch(() => undefined);
}

/**
 * The report sent as the page goes away: a `keepalive` fetch outlives the page and, unlike
 * `navigator.sendBeacon`, can carry the Authorization header (a beacon sends cookies only, and
 * the API authenticates by bearer token, never by cookie). No token renewal here: a page that is
 * closing cannot wait for one.
 */
export function sendTimeOnLeave(seconds: number, page: string) {
  const token = session.token();
  if (!token) return;
  for (const body of bodies(seconds, page)) {
    try {
      void fetch(`${window.location.origin}${api.timeSpent.path}`, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    } catch {
      // Some browsers refuse keepalive bodies in edge cases; time tracking never disturbs the user.
    }
  }
}
