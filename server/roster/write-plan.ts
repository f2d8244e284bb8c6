import type { RosterFile } from '@/contract/schemas/roster';
import type { Tx } from '../db/client';
import { batchRows, type LoggedChange, logChanges, writeRows } from '../repos/roster-writes';
import { keyOf, rosterTables } from './tables';
import type { PlannedWrites } from './writes';

export type WriteProgress = (done: number, total: number, file: RosterFile | null) => void;

/**
 * Writes a plan's rows inside the apply's transaction, batch by batch, and logs each row's before
 * and after image in write order (seq), which is what a rollback replays backwards.
 */
export async function writePlan(tx: Tx, importId: string, writes: PlannedWrites, progress: WriteProgress): Promise<number> {
  const total = writes.size;
  let seq = 0;
  let done = 0;
  for (const group of writes.ordered()) {
    const first = group[0]!;
    const table = rosterTables[first.table];
    for (let start = 0; start < group.length; start += batchRows) {
      const batch = group.slice(start, start + batchRows);
      await writeRows(
        tx,
        table,
        first.action,
        batch.map((change) => (change.action === 'delete' ? change.before! : change.after!)),
      );
      const logged: LoggedChange[] = batch.map((change) => ({
        seq: ++seq,
        table: table.name,
        key: keyOf(table, change.after ?? change.before!),
        before: change.before,
        after: change.after,
      }));
      await logChanges(tx, importId, logged);
      done += batch.length;
      progress(done, total, table.file);
    }
  }
  return seq;
}
