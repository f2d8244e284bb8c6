import { useEffect, useReducer } from 'react';

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

export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : `${rest} s`;
}
