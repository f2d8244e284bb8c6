/**
 * Derived tables after a crash: the progress rollups (ARCHITECTURE.md §5) are kept by triggers in
 * the transaction of the change, so a kill can never leave them out of step with `progress`. The
 * check rebuilds both rollups from `progress` with the migrations' own backfill inside a
 * transaction, compares the rebuilt rows with the stored ones, and rolls back (the rebuild's
 * agreement with a plain GROUP BY is what `server/db/progress-rollups.test.ts` checks).
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

export interface RollupCheck {
  /** Rollup rows compared. */
  rows: number;
  /** Rows that differ between the stored and the rebuilt rollups (either side missing, or any figure). */
  drift: number;
}

export async function checkRollups(db: Db): Promise<RollupCheck> {
  let result: RollupCheck | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table crash_stored_rollups on commit drop as select * from progress_rollups`);
      await tx.execute(sql`create temp table crash_stored_item_rollups on commit drop as select * from progress_item_rollups`);
      await tx.execute(sql`select progress_rollups_rebuild(), progress_item_rollups_rebuild()`);
      const [row] = await sqlRows(
        tx,
        sql<RollupCheck>`
        select
          (select count(*) from crash_stored_rollups)::int + (select count(*) from crash_stored_item_rollups)::int as rows,
          (select count(*) from crash_stored_rollups s
             full join progress_rollups r on r.course_instance_id = s.course_instance_id and r.student_id = s.student_id
           where s.course_instance_id is null or r.course_instance_id is null
             or s.completed <> r.completed or s.in_progress <> r.in_progress or s.scored_count <> r.scored_count
             or abs(s.score_ratio_sum - r.score_ratio_sum) > 1e-9 or s.time_spent_seconds <> r.time_spent_seconds
             or s.last_activity_at is distinct from r.last_activity_at)::int
          + (select count(*) from crash_stored_item_rollups s
             full join progress_item_rollups r on r.course_instance_id = s.course_instance_id and r.content_id = s.content_id
           where s.course_instance_id is null or r.course_instance_id is null
             or s.scored_count <> r.scored_count or s.completed_count <> r.completed_count
             or abs(s.score_ratio_sum - r.score_ratio_sum) > 1e-9)::int as drift`,
      );
      result = row;
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!result) throw new Error('the rollup check answered nothing');
  return result;
}
