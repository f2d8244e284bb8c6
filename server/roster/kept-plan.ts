/**
 * A dry run's plan kept for its apply (docs/ARCHITECTURE.md §10 "Kept plan"). The plan is a pure
 * function of the file, the district state it is planned against, the target school, the time
 * (`now`) and fresh ids; so when the state the apply reads is the one the dry run read (same
 * fingerprint), the dry run's writes ARE the apply's plan, given the apply's time. To give it that
 * time exactly, a kept plan is made with a sentinel `now` (a random string no file or database
 * value can hold: it starts with a NUL, which PostgreSQL text cannot store) that the dry run's
 * diff and the apply's writes replace with their own time. Used in the plan worker only.
 */
import { createHash, type Hash, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RosterDiff } from '../repos/roster-diff';
import type { RowChange } from './writes';

/** Bumped when a kept plan's shape or the planner's meaning changes: a plan kept by an older version is then planned again. */
const keptPlanVersion = 1;

/** Plans with more rows to write than this are not kept (their apply plans again): a kept plan is stored in the import's row. */
export const keptPlanMaxRows = 25_000;

export const newNowSentinel = () => `\u0000roster-now:${randomUUID()}`;

/** `value` with every string equal to `sentinel` (at any depth) replaced by `now`. */
export function withNow<T>(value: T, sentinel: string, now: string): T {
  if (value === sentinel) return now as T;
  if (Array.isArray(value)) return value.map((v) => withNow(v, sentinel, now)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withNow(v, sentinel, now);
    return out as T;
  }
  return value;
}

/**
 * The fingerprint of a district state as the worker receives it: every array in its parts (in the
 * order sent, which is the order the queries answered), then the other fields and the target
 * school. `links` is left out: it is `storedLinks` unfolded (`unfoldEnrollmentLinks`).
 */
export class StateFingerprint {
  private readonly hash: Hash = createHash('sha256');

  part(key: string, rows: unknown[]) {
    if (key === 'links') return;
    this.hash.update(`${JSON.stringify(key)}:${JSON.stringify(rows)}\n`);
  }

  digest(rest: Record<string, unknown>, schoolId: string | null): string {
    this.hash.update(`rest:${JSON.stringify([rest, schoolId, keptPlanVersion])}`);
    return this.hash.digest('hex');
  }
}

interface KeptBody {
  sentinel: string;
  diff: RosterDiff;
  /** The writes in write order (`PlannedWrites.ordered()`), `now` as the sentinel. */
  groups: RowChange[][];
}

export function encodeKeptPlan(body: KeptBody): Uint8Array {
  return gzipSync(JSON.stringify(body), { level: 1 });
}

/** The kept plan given the apply's time. */
export function decodeKeptPlan(bytes: Uint8Array, now: string): { diff: RosterDiff; groups: RowChange[][] } {
  const body = JSON.parse(gunzipSync(bytes).toString('utf8')) as KeptBody;
  return { diff: withNow(body.diff, body.sentinel, now), groups: withNow(body.groups, body.sentinel, now) };
}
