import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { session } from '@/src/lib/session';
import { sendTime, sendTimeOnLeave } from './send-time';

/** ARCHITECTURE.md §6: more than 300 s triggers a report. */
export const flushThresholdSeconds = 300;

/**
 * Time tracking (ARCHITECTURE.md §6): a 1 s counter while a token exists and the page is
 * visible; past 300 s the count is sent and the counter restarts; when the page is hidden or left
 * the remainder goes out with a keepalive fetch. The start time resets on every route change.
 */
export function TimeTracker() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const count = useRef(0);
  const startedAt = useRef<number | null>(null);

  // Every route change resets the start time and restarts the 1 s tick from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger, not an input.
  useEffect(() => {
    startedAt.current = session.token() ? Date.now() : null;
    const timer = setInterval(() => {
      if (!session.token()) {
        startedAt.current = null;
        count.current = 0;
        return;
      }
      if (document.visibilityState === 'hidden') return;
      startedAt.current ??= Date.now();
      count.current += 1;
      if (count.current > flushThresholdSeconds) {
        sendTime(count.current);
        count.current = 0;
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [pathname]);

  useEffect(() => {
    const flushRemainder = () => {
      if (startedAt.current === null || count.current === 0) return;
      sendTimeOnLeave(count.current);
      count.current = 0;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushRemainder();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushRemainder);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushRemainder);
    };
  }, []);

  return null;
}
