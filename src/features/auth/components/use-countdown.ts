import { useEffect, useReducer } from 'react';
import type { Translate } from '@/src/lib/i18n/use-t';

/** Seconds left until `until` (epoch ms), re-rendering each second; 0 when past or unset. */
export function useCountdown(until: number | null): number {
  const [ticks, tick] = useReducer((n: number) => n + 1, 0);
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ticks` re-arms the timer when a tick lands just before a whole second.
  useEffect(() => {
    if (seconds === 0) return;
    const timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [seconds, ticks]);
  return seconds;
}

/** `1:30`, or `45 s` (the seconds' wording from the active language). */
export function formatWait(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : t('signIn.waitSeconds', { seconds: rest });
}
