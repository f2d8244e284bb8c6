import { ms, quantile } from './report';

/**
 * Asks `GET /api/health` over HTTP every `everyMs` while some work runs in the same process, and
 * answers its latencies: what any other request waits for the event loop meanwhile (the health
 * handler itself takes well under a millisecond).
 */
export function probeHealth(baseUrl: string, everyMs = 20): { stop(): Promise<string> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const asked = performance.now();
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      times.sort((a, b) => a - b);
      return `/api/health p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times.at(-1) ?? Number.NaN)} (${times.length} asked)`;
    },
  };
}
