/**
 * Crash safety (issue 11): a scenario's writes are cut off by SIGKILL three times on each
 * database, and after every restart each record is its old or a new version, never half, and
 * nothing acknowledged is lost. How it works and how to add a scenario: `harness.ts`.
 *
 * One test file per scenario (`<scenario>.crash.test.ts`, each a call of `crashSuite`): a
 * scenario keeps a worker busy for 10–40 s, and as one file the three kept one worker busy for
 * 80 s or more while the other had nothing left to take.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { databaseKinds } from '../test/harness';
import { type CrashScenario, crashSeed, randomSource, runScenario, summary } from './harness';
import { type SeededSource, seededSource } from './targets';

const rounds = 3;

export function crashSuite<State>(scenario: CrashScenario<State>): void {
  describe.each(databaseKinds)(`crash safety (%s): ${scenario.name}`, (kind) => {
    let source: SeededSource | undefined;
    const random = randomSource(crashSeed);

    beforeAll(async () => {
      source = await seededSource(kind);
    }, 300_000);
    afterAll(async () => {
      await source?.remove();
    });

    // About 10–30 s each on a quiet two-core machine; the timeout is generous, since other suites share the cores.
    it(`SIGKILL during ${scenario.name} leaves every record whole and every acknowledged write stored`, async () => {
      const target = await source!.newTarget(scenario.name);
      try {
        const figures = await runScenario(scenario, target, { rounds, random });
        console.log(summary(kind, scenario, figures));
      } catch (error) {
        // The kill moments are drawn from the seed: replay this run with CRASH_SEED.
        console.error(`[crash] ${kind} ${scenario.name} failed with seed ${crashSeed}`);
        throw error;
      } finally {
        await target.remove();
      }
    }, 300_000);
  });
}
