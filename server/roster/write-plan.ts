import type { RosterFile } from '@/contract/schemas/roster';
import type { Tx } from '../db/client';
import { keyImage, rosterTables } from '../repos/roster-tables';
import { type LoggedChange, logChanges, writeRows } from '../repos/roster-writes';
import type { RowChange } from './writes';

export type WriteProgress = (done: number, total: number, file: RosterFile | null) => void;

/**
 * A plan's rows in write order, in batches of at most `batchRows` rows of one table and action
 * (`PlannedWrites.ordered()` cut up): the plan worker hands them over one at a time (`plan-pool.ts`).
 */
export interface WriteBatches {
  size: number;
  batches(): AsyncIterable<RowChange[]>;
}

/**
 * Lets pending I/O run: with PGlite the database works in this thread and its queries resolve as
 * microtasks, so without a turn of the event loop the progress events would reach the client
 * only when the transaction is over.
 */
const letIoRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes a plan's rows inside the apply's transaction, batch by batch, and logs each row's before
 * and after image (only the key of an inserted row) in write order: one log entry (seq) per batch holding its rows' images, which is
 * what a rollback replays backwards. Logging per batch rather than per row keeps the log to a few
 * hundred rows for a 40,000-student district (per row it doubled the apply's time).
 */
export async function writePlan(tx: Tx, importId: string, writes: WriteBatches, progress: WriteProgress): Promise<number> {
  const total = writes.size;
  let seq = 0;
  let done = 0;
  for await (const batch of writes.batches()) {
    const first = batch[0]!;
    const table = rosterTables[first.table];
    await writeRows(
      tx,
      table,
      first.action,
      batch.map((change) => (change.action === 'delete' ? change.before! : change.after!)),
    );
    // One log entry per batch: the table's key columns and the batch's before and after images (which hold the keys).
    const logged: LoggedChange = {
      seq: ++seq,
      table: table.name,
      keyColumns: [...table.key],
      before: first.action === 'insert' ? null : batch.map((change) => change.before!),
      // An inserted row is undone by its key: its full image would double what the apply sends and stores.
      after:
        first.action === 'delete'
          ? null
          : first.action === 'insert'
            ? batch.map((change) => keyImage(table, change.after!))
            : batch.map((change) => change.after!),
    };
    await logChanges(tx, importId, logged);
    done += batch.length;
    progress(done, total, table.file);
    await letIoRun();
  }
  return seq;
}
