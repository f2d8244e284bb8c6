import { randomUUID } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { Refused } from '../lib/refusal';
import type { DistrictState } from '../repos/roster-state';
import { batchRows } from '../repos/roster-writes';
import { deltaScope } from './delta-scope';
import { decodeKeptPlan, encodeKeptPlan, keptPlanMaxRows, newNowSentinel, StateFingerprint, withNow } from './kept-plan';
import { planImport } from './plan';
import type { FromWorker, ToWorker } from './plan-messages';
import { emailsOf, type ReadRoster, readRoster } from './read-roster';
import type { RowChange } from './writes';

/**
 * The plan worker: reads a zip and plans it off the main thread (CPU-bound: ~1 s per 10,000 rows),
 * one message at a time; an import's read waits here while the main thread loads its district
 * state. docs/ARCHITECTURE.md §17.2.
 */
const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

interface Job {
  /** Null for an apply that reuses a kept plan (the zip is not read). */
  read: ReadRoster | null;
  state: Record<string, unknown[]>;
  /** Set when the plan may be kept, or a kept plan checked: the state's fingerprint as it comes. */
  fingerprint: StateFingerprint | null;
  /** The planned writes not handed over yet, in batches, last first. */
  batches: RowChange[][];
}
const jobs = new Map<number, Job>();

function answerError(id: number, error: unknown) {
  jobs.delete(id);
  if (error instanceof Refused) post({ id, type: 'refused', kind: error.kind, message: error.message, details: error.details });
  // An allocation that failed (a string or array past V8's limits): the file is too large, not a bug.
  else if (error instanceof RangeError) post({ id, type: 'refused', kind: 'too_large', message: 'The roster is too large to read' });
  else post({ id, type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

/**
 * Keeps the writes here, handed over a batch per ask: posted all at once, a 40,000-student
 * district's writes were taken in by the main thread in one go (over a second of its event loop).
 */
function holdWrites(job: Job, groups: RowChange[][]) {
  for (const group of groups)
    for (let start = 0; start < group.length; start += batchRows) job.batches.push(group.slice(start, start + batchRows));
  job.batches.reverse();
}

async function handle(message: ToWorker) {
  const { id } = message;
  switch (message.type) {
    case 'read': {
      const read = await readRoster(message.bytes);
      jobs.set(id, { read, state: {}, fingerprint: message.keep ? new StateFingerprint() : null, batches: [] });
      post({ id, type: 'read', emails: emailsOf(read), scope: message.fullState ? null : deltaScope(read) });
      return;
    }
    case 'reuse':
      jobs.set(id, { read: null, state: {}, fingerprint: new StateFingerprint(), batches: [] });
      return;
    case 'state-part': {
      const job = jobs.get(id)!;
      job.fingerprint?.part(message.key, message.rows);
      // A kept plan's check only fingerprints the state.
      if (!job.read) return;
      const state = job.state;
      state[message.key] ??= [];
      for (const row of message.rows) state[message.key]!.push(row);
      return;
    }
    case 'plan': {
      const job = jobs.get(id)!;
      const { state, fingerprint } = job;
      const read = job.read!;
      const districtState = { ...message.rest, ...state } as unknown as DistrictState;
      job.state = {};
      // A plan that may be kept is made with a sentinel time, which its diff shows as the dry run's time.
      const sentinel = fingerprint ? newNowSentinel() : null;
      const plan = planImport({
        ...read,
        state: districtState,
        schoolId: message.schoolId,
        now: sentinel ?? message.now,
        newId: randomUUID,
      });
      const diff = sentinel ? withNow(plan.diff, sentinel, message.now) : plan.diff;
      const kept =
        fingerprint && sentinel && read.errors.count === 0 && plan.writes.size <= keptPlanMaxRows
          ? {
              fingerprint: fingerprint.digest(message.rest, message.schoolId),
              plan: encodeKeptPlan(sentinel, { diff: plan.diff, groups: plan.writes.ordered() }),
            }
          : null;
      const writeCount = message.withWrites ? plan.writes.size : 0;
      if (writeCount) holdWrites(job, plan.writes.ordered());
      else jobs.delete(id);
      post({ id, type: 'planned', rows: read.rows, errorCount: read.errors.count, errors: read.errors.kept, diff, writeCount, kept });
      return;
    }
    case 'apply-kept': {
      const job = jobs.get(id)!;
      const fingerprint = job.fingerprint!.digest(message.rest, message.schoolId);
      job.state = {};
      if (fingerprint !== message.fingerprint) {
        jobs.delete(id);
        post({ id, type: 'kept', reused: false });
        return;
      }
      const { diff, groups } = decodeKeptPlan(message.plan, message.now);
      const writeCount = groups.reduce((n, group) => n + group.length, 0);
      if (writeCount) holdWrites(job, groups);
      else jobs.delete(id);
      post({ id, type: 'kept', reused: true, diff, writeCount });
      return;
    }
    case 'next-writes': {
      const job = jobs.get(id)!;
      post({ id, type: 'writes', changes: job.batches.pop() ?? [] });
      if (!job.batches.length) jobs.delete(id);
      return;
    }
    case 'drop':
      jobs.delete(id);
  }
}

port.on('message', (message: ToWorker) => {
  handle(message).catch((error: unknown) => answerError(message.id, error));
});
