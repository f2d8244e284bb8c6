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
const keptPlanVersion = 2;

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
  diff: RosterDiff;
  /** The writes in write order (`PlannedWrites.ordered()`), `now` as the sentinel. */
  groups: RowChange[][];
}

/** Gzipped: the sentinel, a newline (a sentinel has none), then the body's JSON. */
export function encodeKeptPlan(sentinel: string, body: KeptBody): Uint8Array {
  return gzipSync(`${sentinel}\n${JSON.stringify(body)}`, { level: 1 });
}

/**
 * The kept plan given the apply's time: the sentinel replaced in the JSON text, before it is parsed
 * (walking the parsed plan to replace it took about as long as writing the plan). Only values equal
 * to the sentinel match, as `withNow` replaces: its quoted form after `:`, `[` or `,` (inside a
 * JSON string a quote is always escaped) and before `,`, `]` or `}` (a key is followed by `:`).
 */
export function decodeKeptPlan(bytes: Uint8Array, now: string): KeptBody {
  const text = gunzipSync(bytes).toString('utf8');
  const newline = text.indexOf('\n');
  const quoted = JSON.stringify(text.slice(0, newline)).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  const value = new RegExp(`(?<=[:[,])${quoted}(?=[,\\]}])`, 'g');
  const nowValue = JSON.stringify(now);
  return JSON.parse(text.slice(newline + 1).replace(value, () => nowValue)) as KeptBody;
}
