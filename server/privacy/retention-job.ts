/**
 * The retention job (docs/ARCHITECTURE.md, "Student privacy"), run inside the server every
 * `PRIVACY_JOB_SECONDS`: purges the students whose deletion is due and those deactivated for longer
 * than `DEACTIVATED_RETENTION_DAYS`, drops the files of roster uploads not applied within
 * `ROSTER_UPLOAD_RETENTION_DAYS`, and records the run (`retention.run`, which the policy page reads).
 */
import type { PrivacyConfig } from '../config';
import type { Db } from '../db/client';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import type { ClaimJobRun } from '../lib/job-claim';
import {
  clearStaleRosterUploads,
  dueForPurge,
  type RetentionRun,
  recordRetentionRun,
  studentsDueForPurge,
} from '../repos/privacy-retention';
import { purgeStudent } from './purge';

interface RetentionServices {
  db: Db;
  config: { privacy: PrivacyConfig };
}

/**
 * One run at `now` (tests pass a later clock instead of waiting). Each student is purged in a
 * transaction of its own, so one failure leaves the others done; a student another instance is
 * purging at the same moment is skipped (`purgeStudent` locks with `skip locked`), one already gone
 * or no longer due (a deletion cancelled meanwhile) is left alone, so overlapping runs are safe.
 */
export async function runRetention({ db, config }: RetentionServices, now = new Date()): Promise<RetentionRun> {
  const policy = config.privacy;
  let studentsPurged = 0;
  const due = dueForPurge(now, policy.deactivatedRetentionDays);
  for (const student of await studentsDueForPurge(db, due, now)) {
    if (await db.transaction((tx) => purgeStudent(tx, student.id, student.reason, due))) studentsPurged++;
  }
  const uploadsCleared = await clearStaleRosterUploads(db, now, policy.rosterUploadRetentionDays);
  const run = { at: now.toISOString(), studentsPurged, uploadsCleared };
  await recordRetentionRun(db, run);
  return run;
}

/** Runs `runRetention` every `PRIVACY_JOB_SECONDS` (0: never); with `claim`, once per interval across instances. */
export function startRetentionJob(services: RetentionServices, onError: (error: unknown) => void, claim?: ClaimJobRun): IntervalJob {
  const once = claim ? { job: 'privacy-retention', claim } : undefined;
  return startIntervalJob(() => runRetention(services), services.config.privacy.jobIntervalSeconds, onError, once);
}
