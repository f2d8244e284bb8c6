/**
 * Crash safety (issue 11): each scenario's writes are cut off by SIGKILL three times on each
 * database, and after every restart each record is its old or a new version, never half, and
 * nothing acknowledged is lost. How it works and how to add a scenario: `harness.ts`.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { databaseKinds } from '../test/harness';
import { gradeEntry } from './grade-entry';
import { type CrashScenario, crashSeed, randomSource, runScenario, summary } from './harness';
import { rosterImport } from './roster-import';
import { type SeededSource, seededSource } from './targets';
import { templateSaves } from './template-saves';

// One entry per scenario file.
const scenarios: CrashScenario<unknown>[] = [templateSaves, gradeEntry, rosterImport];
const rounds = 3;

describe.each(databaseKinds)('crash safety (%s)', (kind) => {
  let source: SeededSource | undefined;
  const random = randomSource(crashSeed);

  beforeAll(async () => {
    source = await seededSource(kind);
  }, 300_000);
  afterAll(async () => {
    await source?.remove();
  });

  it.each(scenarios)(
    'SIGKILL during $name leaves every record whole and every acknowledged write stored',
    async (scenario) => {
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
    },
    // About 10–30 s each on a quiet two-core machine; generous, since other suites share the cores.
    300_000,
  );
});
