import { heading, median, ms, progress, row } from './support/report';
import { startServer } from './support/server-process';

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
  row('empty DATA_DIR (init + migrate + seed)', ms(first.msToHealthy));

  const times: number[] = [];
  for (let i = 0; i < seededRuns; i++) {
    const server = await startServer({ dataDir });
    times.push(server.msToHealthy);
    await server.stop();
  }
  row(`seeded DATA_DIR (median of ${seededRuns})`, ms(median(times)), `runs: ${times.map((t) => ms(t)).join(', ')}`);
}
