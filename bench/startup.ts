import { heading, median, ms, progress, row } from './support/report';
import { startServer } from './support/server-process';

/** The part spent inside the server's own start-up; the rest is node + tsx loading the code. */
const inServer = (readyMs: number | null) => (readyMs === null ? '' : `of which ${ms(readyMs)} in the server's start-up`);

/**
 * Cold start to healthy: spawn `server/main.ts` (node + tsx, as `npm start` does) and poll
 * `/api/health`. First on an empty DATA_DIR (PGlite initialisation, migrations and the demo
 * seed), then several times on the now seeded folder (open, migrations already applied).
 * `dataDir` must be empty; it is left seeded for the benches that follow.
 */
export async function runStartupBench(dataDir: string, seededRuns = 3): Promise<void> {
  heading('Cold start to healthy (node + tsx, PGlite under DATA_DIR)');
  progress('empty DATA_DIR: initialise, migrate, seed the demo school');
  const first = await startServer({ dataDir });
  await first.stop();
  row('empty DATA_DIR (init + migrate + seed)', ms(first.msToHealthy), inServer(first.serverReadyMs));

  const times: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < seededRuns; i++) {
    const server = await startServer({ dataDir });
    times.push(server.msToHealthy);
    if (server.serverReadyMs !== null) inside.push(server.serverReadyMs);
    await server.stop();
  }
  row(
    `seeded DATA_DIR (median of ${seededRuns})`,
    ms(median(times)),
    `${inServer(inside.length ? median(inside) : null)}; runs: ${times.map((t) => ms(t)).join(', ')}`,
  );
}
