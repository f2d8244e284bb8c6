import type { RosterError } from '@/contract/schemas/roster';
import type { FieldFaults, RefusalKind } from '../lib/refusal';
import type { RosterDiff } from '../repos/roster-diff';
import type { DeltaScope } from '../repos/roster-state';
import type { RowChange } from './writes';

/**
 * What the main thread and the plan worker (`plan-worker.ts`, `plan-pool.ts`) say to each other
 * about one import (`id`): read the zip, answer its emails; receive the district state in parts;
 * plan, answer the diff, errors and the count of rows to write; then hand the writes over one
 * batch per ask, as the apply writes them.
 */
export type ToWorker = { id: number } & (
  | {
      type: 'read';
      bytes: Uint8Array;
      /** Plan against the whole district even for a delta (the bench's baseline). */
      fullState?: boolean;
      /** A dry run: fingerprint the state as it comes, to keep the plan for the apply (`kept-plan.ts`). */
      keep?: boolean;
    }
  /** An apply that has a kept plan: the district state follows (fingerprinted as it comes), then `apply-kept`. */
  | { type: 'reuse' }
  /** Rows of one array of the district state; a large array comes in several parts. */
  | { type: 'state-part'; key: string; rows: unknown[] }
  /** The state's other fields, and the plan's input. */
  | { type: 'plan'; rest: Record<string, unknown>; schoolId: string | null; now: string; withWrites: boolean }
  /** The state's other fields; the kept plan and its fingerprint: take its writes if the state is the same. */
  | { type: 'apply-kept'; rest: Record<string, unknown>; schoolId: string | null; now: string; fingerprint: string; plan: Uint8Array }
  /** The next batch of writes (of an import planned `withWrites`). */
  | { type: 'next-writes' }
  /** The main thread is done with the import, or gave up on it (its database read failed): forget it. */
  | { type: 'drop' }
);

export type FromWorker = { id: number } & (
  | {
      type: 'read';
      emails: string[];
      /** A delta's scope (null: the whole district is read). */
      scope: DeltaScope | null;
    }
  | {
      type: 'planned';
      rows: number;
      errorCount: number;
      errors: RosterError[];
      diff: RosterDiff;
      writeCount: number;
      /** A dry run's plan kept for its apply (none with errors or too many writes). */
      kept: { fingerprint: string; plan: Uint8Array } | null;
    }
  /** `apply-kept`'s answer: the kept plan's diff and write count, or stale (the state is not the one it was planned against). */
  | { type: 'kept'; reused: true; diff: RosterDiff; writeCount: number }
  | { type: 'kept'; reused: false }
  /** One batch: at most `batchRows` rows of one table and action, in write order. */
  | { type: 'writes'; changes: RowChange[] }
  /** The file is refused (a `Refused`'s fields: a zip bomb, an unsafe entry name…). */
  | { type: 'refused'; kind: RefusalKind; message: string; details?: FieldFaults }
  /** Anything else that went wrong: a bug, answered as a 500. */
  | { type: 'failed'; message: string }
);

/** Rows of the district state per message: one structured clone of 4,000 row images takes a few ms of the event loop. */
export const partRows = 4000;
