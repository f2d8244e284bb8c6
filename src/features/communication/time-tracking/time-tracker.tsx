import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { session } from '@/src/lib/session';

/**
 * The senders need the API client and the contract, which a signed-out sign-in page must not
 * load; the counter itself must not wait for them (a lazily loaded tracker lost the seconds
 * before its chunk arrived). So the counter is part of the first signed-in render and the
 * senders are fetched as it mounts.
 */
type Senders = typeof import('./send-time');
let senders: Senders | undefined;
const loadSenders = async () => {
  senders ??= await import('./send-time');
  return senders;
};
const sendTime = (seconds: number, page: string) => void loadSenders().then((s) => s.sendTime(seconds, page));
/** Synchronous, as a closing page needs; the senders are loaded by then unless the page lived only a few milliseconds. */
const sendTimeOnLeave = (seconds: number, page: string) => senders?.sendTimeOnLeave(seconds, page);

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
    void loadSenders();
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
