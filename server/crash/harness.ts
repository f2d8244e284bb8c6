/**
 * The crash-safety harness (issue 11): runs the real server as a child process (node + tsx, as
 * `npm start` does), fires a stream of concurrent writes at it, kills it with SIGKILL at a random
 * moment while writes are in flight (after a random number of acknowledged ones), restarts it on
 * the same data (PGlite: the same DATA_DIR; PostgreSQL: the same database), and lets the scenario
 * check every record it wrote: the old or a new version, never half; nothing acknowledged lost.
 * Every crash image is also checked for derived data out of step (`derived-data.ts`).
 *
 * Adding a scenario (e.g. the import): write one file `server/crash/<name>.ts` exporting a
 * `CrashScenario` — `setup` signs in and notes the records' original state, `write` is one
 * writer's loop (`while (!load.stopped)`, each request through `load.send`, remembering what it
 * sent and which answers came back), `verify` compares the restarted server's answers (and SQL
 * on the crash image) with that ledger and throws on a broken record — then add its test file
 * `server/crash/<name>.crash.test.ts`, calling `crashSuite` (`suite.ts`) with it. The harness does
 * the rest on both databases.
 * An import is one request writing many rows: mark each import's rows with its sequence number
 * (e.g. in names), and verify that every import's rows are all stored or none, all of them for
 * an acknowledged import, and none of an import that was answered with an error.
 *
 * `CRASH_SEED` replays a run's kill moments (the seed is printed); `CRASH_PORT` moves the ports
 * (default 3217–3396; 3107 is the e2e server's, 3117 up the benches').
 */
import { sql } from 'drizzle-orm';
import { freePort, type ServerProcess, startServer } from '@/bench/support/server-process';
import type { Answer } from './api';
import { ConnectionLost } from './api';
import { checkRollups } from './derived-data';
import type { CrashImage, CrashTarget } from './targets';

/** The writes of one round, and the kill switch. */
export class WriteLoad {
  sent = 0;
  acknowledged = 0;
  /** Requests that got no answer: the kill cut them off (applied or not, the checks accept both). */
  lost = 0;
  inFlight = 0;
  stopped = false;
  private reachedThreshold!: () => void;
  /** Resolves once `killAfter` writes were acknowledged. */
  readonly reached = new Promise<void>((resolve) => {
    this.reachedThreshold = resolve;
  });
  private requestKill!: () => void;
  /** Resolves when a writer asked for the kill now (`killNow`). */
  readonly killRequested = new Promise<void>((resolve) => {
    this.requestKill = resolve;
  });

  /** `killAfter`: acknowledged writes before the kill may come (seeded, so a scenario may also draw from it). */
  constructor(readonly killAfter: number) {}

  /** Whether the threshold was reached: the kill may come from now on. */
  get armed(): boolean {
    return this.acknowledged >= this.killAfter;
  }

  /**
   * Asks for the kill at once (once armed): a scenario whose writes are long (an import) calls it
   * at a moment inside one, as its progress shows, instead of leaving the moment to chance.
   */
  killNow(): void {
    if (this.armed) this.requestKill();
  }

  /**
   * Sends one write. Answers its answer (any status; 2xx counts as acknowledged), or null when it
   * got none because the server was killed. A lost connection before the kill is a failure.
   */
  async send(request: () => Promise<Answer>): Promise<Answer | null> {
    this.sent++;
    this.inFlight++;
    try {
      const answer = await request();
      if (answer.status >= 200 && answer.status < 300) {
        this.acknowledged++;
        if (this.acknowledged >= this.killAfter) this.reachedThreshold();
      }
      return answer;
    } catch (error) {
      if (error instanceof ConnectionLost && this.stopped) {
        this.lost++;
        return null;
      }
      throw error;
    } finally {
      this.inFlight--;
    }
  }
}

export interface CrashScenario<State> {
  /** Used in test names, database names and the printed figures. */
  name: string;
  /** What one acknowledged write is called in the figures ("saves", "cells"). */
  unit: string;
  /** How many writers run at once. */
  writers: number;
  /**
   * How long after the threshold the kill may come, at most (ms; default 25). A scenario with long
   * writes (an import) widens it and picks the moment itself with `load.killNow()`.
   */
  killWindowMs?: number;
  /**
   * How many acknowledged writes a round makes before the kill may come, drawn between these
   * (default 15 to 45). The roster import keeps under its endpoint's request limit with it.
   */
  killAfter?: { min: number; max: number };
  /** Once, with the server up on a fresh seeded copy: signs in, finds the records, notes their original state. */
  setup(baseUrl: string): Promise<State>;
  /** One writer: writes until `load.stopped`, each request through `load.send`, remembering what was sent and answered. */
  write(state: State, load: WriteLoad, writer: number): Promise<void>;
  /**
   * After a restart: checks every record (through the restarted server, and SQL on `image`)
   * against what was sent and acknowledged, throwing on a broken one; answers how many records it
   * checked. Also makes the state the next round starts from.
   */
  verify(state: State, image: CrashImage): Promise<number>;
}

export interface CrashFigures {
  kills: number;
  restarts: number;
  sent: number;
  acknowledged: number;
  lost: number;
  /** Requests in flight at the moment of each kill, summed. */
  inFlightAtKills: number;
  recordsChecked: number;
  rollupRowsChecked: number;
}

/** A small seeded generator (mulberry32): the kill moments of a run can be replayed with its seed. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
export type RandomSource = ReturnType<typeof randomSource>;

export const crashSeed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverOf(target: CrashTarget, port: number): Promise<ServerProcess> {
  return startServer({
    dataDir: target.dataDir,
    port,
    // Development mode seeds an empty database: ours are seeded copies, so nothing is seeded here.
    env: { ...target.env, LOG_LEVEL: 'error' },
    timeoutMs: 120_000,
  });
}

async function kill(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await gone;
}

/**
 * One round: writers run until `killAfter` writes were acknowledged, a random few milliseconds
 * more, then SIGKILL; the writers end with their in-flight requests lost.
 */
async function writeAndKill<State>(scenario: CrashScenario<State>, state: State, server: ServerProcess, random: RandomSource) {
  const load = new WriteLoad(random.int(scenario.killAfter?.min ?? 15, scenario.killAfter?.max ?? 45));
  const writers = Promise.all(Array.from({ length: scenario.writers }, (_, i) => scenario.write(state, load, i)));
  // A writer's failure (or all of them ending early) must not leave the race waiting.
  const writersEnded = writers.then(() => {
    throw new Error(`the ${scenario.name} writers stopped before the kill`);
  });
  writersEnded.catch(() => {});
  let failure: unknown = null;
  try {
    await Promise.race([load.reached, writersEnded]);
    await Promise.race([delay(random.int(0, scenario.killWindowMs ?? 25)), load.killRequested]);
  } catch (error) {
    failure = error;
  }
  load.stopped = true;
  const inFlight = load.inFlight;
  await kill(server);
  await writers;
  if (failure) throw failure;
  if (inFlight === 0) throw new Error(`no ${scenario.name} write was in flight at the kill`);
  return { load, inFlight };
}

/** Runs `rounds` kill-and-restart rounds of a scenario on its own target; answers the figures. */
export async function runScenario<State>(
  scenario: CrashScenario<State>,
  target: CrashTarget,
  options: { rounds: number; random: RandomSource },
): Promise<CrashFigures> {
  // A random start within the range: a concurrent run (another worktree) then rarely probes the port
  // ours leaves free between a kill and its restart (a restart that loses it fails, never misreads).
  const port = await freePort(Number(process.env.CRASH_PORT ?? 3217) + options.random.int(0, 80));
  const figures: CrashFigures = {
    kills: 0,
    restarts: 0,
    sent: 0,
    acknowledged: 0,
    lost: 0,
    inFlightAtKills: 0,
    recordsChecked: 0,
    rollupRowsChecked: 0,
  };
  let server = await serverOf(target, port);
  try {
    const state = await scenario.setup(server.baseUrl);
    for (let round = 0; round < options.rounds; round++) {
      const { load, inFlight } = await writeAndKill(scenario, state, server, options.random);
      figures.kills++;
      figures.sent += load.sent;
      figures.acknowledged += load.acknowledged;
      figures.lost += load.lost;
      figures.inFlightAtKills += inFlight;
      // The crash image is captured (PGlite: copied) before the restart touches the data, then both recover it side by side.
      const [image, restarted] = await Promise.allSettled([target.captureCrash(), serverOf(target, port)]);
      if (restarted.status === 'fulfilled') server = restarted.value;
      if (image.status === 'rejected' || restarted.status === 'rejected') {
        if (image.status === 'fulfilled') await image.value.close();
        throw image.status === 'rejected' ? image.reason : (restarted as PromiseRejectedResult).reason;
      }
      figures.restarts++;
      await verifyRound(scenario, state, image.value, figures);
    }
  } finally {
    await server.stop();
  }
  return figures;
}

async function verifyRound<State>(scenario: CrashScenario<State>, state: State, image: CrashImage, figures: CrashFigures) {
  try {
    figures.recordsChecked += await scenario.verify(state, image);
    const rollups = await checkRollups(image.database.db);
    if (rollups.drift > 0) throw new Error(`${rollups.drift} rollup rows out of step with progress after the kill`);
    figures.rollupRowsChecked += rollups.rows;
    // On PostgreSQL the request limits live in the database and outlast the restart (as they should
    // for several instances); this suite tests records, not limits, and a scenario's writes across
    // its rounds (the roster import's ~45 imports) would pass the per-user limit of 20 per 10 minutes.
    await image.database.db.execute(sql`delete from rate_limit_windows`);
  } finally {
    await image.close();
  }
}

/** The line the suite prints per scenario and database. */
export function summary(kind: string, scenario: { name: string; unit: string }, f: CrashFigures): string {
  return (
    `[crash] ${kind} ${scenario.name}: ${f.kills} kills (${f.inFlightAtKills} requests in flight), ` +
    `${f.acknowledged} acknowledged ${scenario.unit} of ${f.sent} sent (${f.lost} cut off), ${f.restarts} restarts, ` +
    `${f.recordsChecked} record checks, ${f.rollupRowsChecked} rollup rows compared: all records whole (seed ${crashSeed})`
  );
}
