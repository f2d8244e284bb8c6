import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

/** Whether this instance may run `job` now: answers true for one caller per interval across all instances. */
export type ClaimJobRun = (job: string, intervalSeconds: number) => Promise<boolean>;

/**
 * Claims the current interval slot of a scheduled job in PostgreSQL, for instances sharing one
 * database: the slot is the database clock's `epoch / interval`, and one upsert moves the job's
 * row to it only if it is behind, so of every instance ticking within one interval exactly one
 * gets the row back and runs. (An advisory lock would only keep runs apart, not stop each
 * instance from running once per interval.)
 */
export function claimJobRunIn(db: Db): ClaimJobRun {
  return async (job, intervalSeconds) => {
    const slot = sql`floor(extract(epoch from now()) / ${intervalSeconds})::bigint`;
    const claimed = await db
      .insert(jobRuns)
      .values({ job, slot })
      .onConflictDoUpdate({ target: jobRuns.job, set: { slot }, setWhere: sql`${jobRuns.slot} < ${slot}` })
      .returning({ slot: jobRuns.slot });
    return claimed.length > 0;
  };
}
