/**
 * The nightly pull: every `ROSTER_PULL_TICK_SECONDS` one instance (the job claim, §18) looks for the
 * districts whose pull is due (`ROSTER_PULL_EVERY_HOURS` since the last start) and pulls them one
 * after another; each pull also claims its district (`claimPull`), so a "sync now" on another
 * instance at the same moment is refused rather than run twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import type { ClaimJobRun } from '../lib/job-claim';
import { districtsDueAPull } from '../repos/roster-providers';
import { type PullServices, runPull } from './pull';

/** One tick: pulls every district due; answers how many were pulled. A running pull's district is not due. */
export async function pullDueDistricts(services: PullServices, log: FastifyBaseLogger): Promise<number> {
  let pulled = 0;
  for (const districtId of await districtsDueAPull(services.db, services.config.rosterPull.everyHours)) {
    try {
      await runPull(services, { districtId, requestedBy: null, log });
      pulled++;
    } catch (error) {
      // Another instance's "sync now" took it between the query and the claim: it is being pulled.
      log.warn({ err: error, districtId }, 'scheduled roster pull skipped');
    }
  }
  return pulled;
}

export function startRosterPullJob(services: PullServices, log: FastifyBaseLogger, claim?: ClaimJobRun): IntervalJob {
  const once = claim ? { job: 'roster-pull', claim } : undefined;
  return startIntervalJob(
    () => pullDueDistricts(services, log),
    services.config.rosterPull.tickSeconds,
    (error) => log.error({ err: error }, 'roster pull job failed'),
    once,
  );
}
