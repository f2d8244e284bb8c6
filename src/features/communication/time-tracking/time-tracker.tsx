import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { session } from '@/src/lib/session';
import { sendTime, sendTimeOnLeave } from './send-time';

/** ARCHITECTURE.md §6: more than 300 s triggers a report. */
export const flushThresholdSeconds = 300;

/**
 * Time tracking (ARCHITECTURE.md §6): a 1 s counter while a token exists and the page is
 * visible; past 300 s the count is sent and the counter restarts; when the page is hidden or left
 * the remainder goes out with a keepalive fetch. Every report names the page (the route's path)
 * its seconds were spent on: a route change sends the previous page's remainder to that page and
 * resets the start time for the next.
 */
export function TimeTracker() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const count = useRef(0);
  const page = useRef(pathname);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (page.current !== pathname && count.current > 0) sendTime(count.current, page.current);
    count.current = 0;
    page.current = pathname;
    startedAt.current = session.token() ? Date.now() : null;
    // The 1 s tick restarts from here.
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
        sendTime(count.current, page.current);
        count.current = 0;
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [pathname]);

  useEffect(() => {
    const flushRemainder = () => {
      if (startedAt.current === null || count.current === 0) return;
      sendTimeOnLeave(count.current, page.current);
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
