import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { session } from '@/src/lib/session';

/** The contract caps one report at a day. */
const maxSeconds = 86_400;

/** A periodic report through the api client (it renews the token if needed). Failures are silent (ARCHITECTURE.md §6). */
export function sendTime(seconds: number) {
  if (seconds < 1 || !session.token()) return;
  void callEndpoint(api.timeSpent, { body: { time: Math.min(Math.round(seconds), maxSeconds) } }).catch(() => undefined);
}

/**
 * The report sent as the page goes away: a `keepalive` fetch outlives the page and, unlike
 * `sendBeacon`, can carry the Authorization header.
 */
export function sendTimeOnLeave(seconds: number) {
  const token = session.token();
  if (seconds < 1 || !token) return;
  try {
    void fetch(`${window.location.origin}${api.timeSpent.path}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ time: Math.min(Math.round(seconds), maxSeconds) }),
    }).catch(() => undefined);
  } catch {
    // Some browsers refuse keepalive bodies in edge cases; time tracking never disturbs the user.
  }
}
