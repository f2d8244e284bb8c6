import { Worker } from 'node:worker_threads';
import { Refused, tooLarge } from '../lib/refusal';
import type { RosterDiff } from '../repos/roster-diff';
import type { KeptPlanKey } from '../repos/roster-imports';
import type { DeltaScope, DistrictState } from '../repos/roster-state';
import { type FromWorker, partRows, type ToWorker } from './plan-messages';
import { ErrorLog } from './row-check';
import type { WriteBatches } from './write-plan';

/**
 * Reading and planning an import run in ONE worker thread (`plan-worker.ts`), so the event loop
 * keeps answering other requests meanwhile; the database stays in this thread. One worker for all
 * imports (the machine has 2 cores: one for the event loop, one for imports); it handles one message
 * at a time, and never waits on this thread's database (an apply's transaction on PGlite would
 * otherwise wait for a dry run holding the worker). Started on first use, stopped after a minute
 * idle to give its memory back. docs/ARCHITECTURE.md §17.2.
 */

/** The worker's heap cap (the 40,000-student bench district plans well within it): past it the import is refused (413), the server lives on. */
const workerHeapMb = 3072;
const idleMs = 60_000;

interface OpenJob {
  waiter: { resolve: (message: FromWorker) => void; reject: (error: Error) => void } | null;
  /** Why the worker stopped under this import, if it did. */
  failure: Error | null;
}

const tooLargeForMemory = () => tooLarge('The roster is too large to import: reading and planning it ran out of memory');

let worker: Worker | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;
const jobs = new Map<number, OpenJob>();

function failAll(error: Error) {
  for (const job of jobs.values()) {
    job.failure ??= error;
    job.waiter?.reject(job.failure);
    job.waiter = null;
  }
}

function startedWorker(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (worker) return worker;
  const started = new Worker(new URL('./plan-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } });
  started.on('message', (message: FromWorker) => {
    const job = jobs.get(message.id);
    const waiter = job?.waiter;
    if (!job || !waiter) return;
    job.waiter = null;
    if (message.type === 'refused') waiter.reject(new Refused(message.kind, message.message, { details: message.details }));
    else if (message.type === 'failed') waiter.reject(new Error(`the roster plan worker failed: ${message.message}`));
    else waiter.resolve(message);
  });
  // Out of memory (a file within the zip caps that still plans too large) ends the worker, not the server.
  started.on('error', (error: Error & { code?: string }) => {
    if (worker === started) worker = null;
    failAll(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeForMemory() : error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the roster plan worker stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

/** Forgets an import here and in the worker; an idle worker no longer keeps the process alive, and stops after a while. */
function close(id: number) {
  if (!jobs.delete(id) || !worker) return;
  worker.postMessage({ id, type: 'drop' } satisfies ToWorker);
  if (jobs.size) return;
  worker.unref();
  const idle = worker;
  idleTimer = setTimeout(() => {
    if (worker === idle && !jobs.size) {
      worker = null;
      void idle.terminate();
    }
  }, idleMs);
  idleTimer.unref();
}

/** Posts a message and waits for the worker's answer of `type` (a refusal or failure rejects). */
function ask<T extends FromWorker['type']>(id: number, message: ToWorker, type: T): Promise<Extract<FromWorker, { type: T }>> {
  const job = jobs.get(id);
  return new Promise((resolve, reject) => {
    if (!job) return reject(new Error('the import was closed'));
    if (job.failure) return reject(job.failure);
    job.waiter = {
      resolve: (answer) =>
        answer.type === type ? resolve(answer as Extract<FromWorker, { type: T }>) : reject(new Error(`expected ${type}`)),
      reject,
    };
    startedWorker().postMessage(message);
  });
}

const letIoRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sends the district state's arrays in parts, giving the event loop a turn between them: cloning it whole blocks for a large district. */
async function sendState(id: number, state: DistrictState, only: 'all' | 'fingerprinted' = 'all') {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    // The fingerprint leaves out `links` (`kept-plan.ts`): a kept plan's check need not send it.
    if (only === 'fingerprinted' && key === 'links') continue;
    if (!Array.isArray(value)) {
      rest[key] = value;
      continue;
    }
    for (let start = 0; start === 0 || start < value.length; start += partRows) {
      const failure = jobs.get(id)?.failure;
      if (failure) throw failure;
      startedWorker().postMessage({ id, type: 'state-part', key, rows: value.slice(start, start + partRows) } satisfies ToWorker);
      await letIoRun();
    }
  }
  return rest;
}

/** What an apply writes: a plan made now, or the dry run's kept plan. */
export interface ApplyPlan {
  /** The read's and the plan's errors. */
  errors: ErrorLog;
  diff: RosterDiff;
  /** The rows to write, fetched from the worker batch by batch as they are written; none unless asked for (`withWrites`). */
  writes: WriteBatches;
  /** Lets the worker forget the writes not fetched (a failed apply); done by itself once all are. */
  close(): void;
}

export interface OffThreadPlan extends ApplyPlan {
  /** Data rows read over all files. */
  rows: number;
  /** With `keep`: the plan kept for the apply (`kept-plan.ts`), unless it has errors or too many writes. */
  kept: KeptPlan | null;
}

/** A dry run's plan kept for its apply: what `roster_imports.plan_key` and `plan` hold. */
export interface KeptPlan {
  key: KeptPlanKey;
  plan: Uint8Array;
}

/** The writes of a planned import, fetched from the worker batch by batch. */
function writeBatches(id: number, writeCount: number): WriteBatches {
  return {
    size: writeCount,
    async *batches() {
      for (let fetched = 0; fetched < writeCount; ) {
        const { changes } = await ask(id, { id, type: 'next-writes' }, 'writes');
        if (!changes.length) throw new Error('the roster plan worker ran out of writes');
        fetched += changes.length;
        yield changes;
      }
      close(id);
    },
  };
}

/**
 * The district state a plan is made against, for the file's emails and delta scope. It refuses
 * (throws its `Refused`) when there is no district: the caller knows what to call that (a dry
 * run's 404, an apply's failed event), and the plan rejects with it.
 */
export type StateLoader = (emails: string[], scope: DeltaScope | null) => Promise<DistrictState>;

/**
 * Reads the zip and plans it in the worker; `loadState` (this thread, the caller's database or
 * transaction) gets the file's emails and, for a delta, its scope (`delta-scope.ts`). A refused
 * file, or a refusal of `loadState`, rejects with its `Refused`. With `withWrites`, call `close()` when done with the writes.
 */
export async function planOffThread(
  bytes: Uint8Array,
  loadState: StateLoader,
  input: { schoolId: string | null; withWrites: boolean; fullState?: boolean; keep?: boolean },
): Promise<OffThreadPlan> {
  const id = nextId++;
  jobs.set(id, { waiter: null, failure: null });
  startedWorker().ref();
  let planned: Extract<FromWorker, { type: 'planned' }> | null = null;
  let key: Omit<KeptPlanKey, 'fingerprint'> | null = null;
  try {
    const { emails, scope } = await ask(id, { id, type: 'read', bytes, fullState: input.fullState, keep: input.keep }, 'read');
    key = { emails, scope };
    const rest = await sendState(id, await loadState(emails, scope));
    planned = await ask(
      id,
      { id, type: 'plan', rest, schoolId: input.schoolId, now: new Date().toISOString(), withWrites: input.withWrites },
      'planned',
    );
  } finally {
    if (!planned?.writeCount) close(id);
  }
  const { kept } = planned;
  return {
    rows: planned.rows,
    errors: ErrorLog.of(planned.errorCount, planned.errors),
    diff: planned.diff,
    writes: writeBatches(id, planned.writeCount),
    close: () => close(id),
    kept: kept && key ? { key: { ...key, fingerprint: kept.fingerprint }, plan: kept.plan } : null,
  };
}

/**
 * An apply's plan from the dry run's kept plan, when the district state (loaded again with the
 * dry run's emails and scope, inside the apply's transaction) has the fingerprint the dry run's
 * had: then planning again would write the same rows (`kept-plan.ts`). Null when it has not: the
 * caller plans again. A refusal of `loadState` (the district is gone) rejects with it.
 */
export async function reuseKeptPlan(kept: KeptPlan, loadState: StateLoader, input: { schoolId: string | null }): Promise<ApplyPlan | null> {
  const id = nextId++;
  jobs.set(id, { waiter: null, failure: null });
  startedWorker().ref();
  let answer: Extract<FromWorker, { type: 'kept' }> | null = null;
  try {
    startedWorker().postMessage({ id, type: 'reuse' } satisfies ToWorker);
    const rest = await sendState(id, await loadState(kept.key.emails, kept.key.scope), 'fingerprinted');
    answer = await ask(
      id,
      {
        id,
        type: 'apply-kept',
        rest,
        schoolId: input.schoolId,
        now: new Date().toISOString(),
        fingerprint: kept.key.fingerprint,
        plan: kept.plan,
      },
      'kept',
    );
  } finally {
    if (!answer?.reused || !answer.writeCount) close(id);
  }
  if (!answer.reused) return null;
  return { errors: ErrorLog.of(0, []), diff: answer.diff, writes: writeBatches(id, answer.writeCount), close: () => close(id) };
}
