/**
 * An apply takes the dry run's kept plan only when the district state is the one it was planned
 * against (`kept-plan.ts`), and then writes what planning again would: on both databases, the kept
 * plan against a plan made again (writes and diff, equal but for new ids and the time), the district
 * after an apply of each (its export), and the re-plans an earlier import or an admin edit forces.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RosterProgress } from '@/contract/schemas/roster';
import type { AuthUser } from '../auth/auth-user';
import { findActiveUser } from '../auth/users';
import { sqlRows } from '../db/sql-rows';
import { found } from '../lib/refusal';
import type { KeptPlanKey } from '../repos/roster-imports';
import { loadDistrictState } from '../repos/roster-state';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { applyImport } from './apply';
import { createDryRun } from './dry-run';
import { exportRoster } from './export';
import { decodeKeptPlan, encodeKeptPlan, newNowSentinel, withNow } from './kept-plan';
import { type ApplyPlan, planOffThread, reuseKeptPlan } from './plan-pool';
import { readRoster } from './read-roster';
import type { RosterRecords } from './records';
import { rollbackImport } from './rollback';
import { generateDelta12 } from './testing/generate-delta12';
import { generateOneRoster } from './testing/generate-oneroster';

const district2 = id('district/2');
const silentLog = { error: () => {} } as never;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether `a` and `b` are equal but for a one-to-one renaming of uuids and ISO times (the new
 * records' ids and each plan's time); answers the renamed pairs, or throws where they differ.
 */
function renamedPairs(a: unknown, b: unknown): Map<string, string> {
  const forth = new Map<string, string>();
  const back = new Map<string, string>();
  const walk = (x: unknown, y: unknown, at: string) => {
    if (x === y) return;
    if (typeof x === 'string' && typeof y === 'string') {
      const renamable = (uuid.test(x) && uuid.test(y)) || (isoTime.test(x) && isoTime.test(y));
      if (!renamable || (forth.get(x) ?? y) !== y || (back.get(y) ?? x) !== x) throw new Error(`${at}: ${x} against ${y}`);
      forth.set(x, y);
      back.set(y, x);
      return;
    }
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      x.forEach((v, i) => {
        walk(v, y[i], `${at}[${i}]`);
      });
      return;
    }
    if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
      const keys = Object.keys(x);
      if (keys.join() !== Object.keys(y).join()) throw new Error(`${at}: keys ${keys} against ${Object.keys(y)}`);
      for (const k of keys) walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${at}.${k}`);
      return;
    }
    throw new Error(`${at}: ${JSON.stringify(x)} against ${JSON.stringify(y)}`);
  };
  walk(a, b, '');
  return forth;
}

async function written(plan: ApplyPlan) {
  const rows = [];
  for await (const batch of plan.writes.batches()) rows.push(...batch);
  return { diff: plan.diff, rows };
}

describe('withNow', () => {
  it('replaces the sentinel at any depth and nothing else', () => {
    const s = newNowSentinel();
    expect(s.startsWith('\u0000')).toBe(true);
    expect(withNow({ a: [s, `${s}x`, { b: s }], c: null, d: 3 }, s, 'T')).toEqual({ a: ['T', `${s}x`, { b: 'T' }], c: null, d: 3 });
  });
});

describe('a kept plan, encoded and decoded', () => {
  it('gives the apply its time in every whole value, and leaves strings that only hold the sentinel', () => {
    const s = newNowSentinel();
    const change = (before: unknown, after: unknown) => ({ table: 'students', op: 'update', before, after }) as never;
    const diff = { counts: { at: s }, sample: [] } as never;
    const groups = [[change({ deactivated_at: s, note: `${s}x`, quoted: `"${s}"` }, { deactivated_at: null, [s]: 1 })]];
    expect(decodeKeptPlan(encodeKeptPlan(s, { diff, groups }), 'T')).toEqual({
      diff: { counts: { at: 'T' }, sample: [] },
      groups: [[change({ deactivated_at: 'T', note: `${s}x`, quoted: `"${s}"` }, { deactivated_at: null, [s]: 1 })]],
    });
  });
});

describe.each(databaseKinds)('an apply takes the kept plan only when the district is as it was (%s)', (kind) => {
  const suite = serverSuite(kind);
  let superAdmin: AuthUser;
  let records: RosterRecords;
  const upload = (zip: Uint8Array) =>
    createDryRun(suite.db, superAdmin, { districtId: district2, fileName: 'roster.zip', file: Buffer.from(zip).toString('base64') });
  /** Applies an import; answers its audit's `plan` (kept or new) and rows written. */
  const apply = async (importId: string) => {
    const events: RosterProgress[] = [];
    await applyImport(suite.db, superAdmin, importId, () => ({ send: (e) => events.push(e), end: () => {} }), silentLog);
    expect(events.at(-1)?.phase, JSON.stringify(events.at(-1))).toBe('done');
    const [audit] = await sqlRows<{ meta: { plan: string; rowsWritten: number } }>(
      suite.db,
      sql`select meta from audit_log where action = 'roster.import.apply' and entity_id = ${importId}`,
    );
    return audit!.meta;
  };
  const keptOf = async (importId: string) =>
    (
      await sqlRows<{ plan_key: KeptPlanKey | null; plan: Uint8Array | null; payload: Uint8Array }>(
        suite.db,
        sql`select plan_key, plan, payload from roster_imports where id = ${importId}`,
      )
    )[0]!;
  const exported = async () => (await exportRoster(suite.db, superAdmin, district2, null)).file;
  const studentNamed = async (sourcedId: string) =>
    (
      await sqlRows<{ first_name: string; last_name: string }>(
        suite.db,
        sql`select s.first_name, s.last_name from students s join roster_links l on l.local_id = s.id::text
        where l.district_id = ${district2} and l.entity = 'user' and l.sourced_id = ${sourcedId}`,
      )
    )[0]!;

  beforeAll(async () => {
    superAdmin = (await findActiveUser(suite.db, await userIdOf(suite.db, 'super@demo.test')))!;
    const bulk = generateOneRoster({
      seed: 'kept-plan',
      districtName: 'Lakeshore District',
      schoolNames: ['Kept One', 'Kept Two'],
      studentsPerSchool: 45,
      teachersPerSchool: 3,
      parentsPerSchool: 6,
      classesPerStudent: 3,
      classSize: 10,
    });
    records = (await readRoster(bulk.zip)).records;
    const dry = await upload(bulk.zip);
    expect(dry.errors).toEqual([]);
    await apply(dry._id);
  }, 120_000);

  const delta = () => generateDelta12(records, 0.1);
  const students = () => records.users.filter((u) => u.role === 'student');

  it('keeps the dry run’s plan; taken against the same state it is the plan made again, but for new ids and the time', async () => {
    const dry = await upload(delta().zip);
    expect(dry.status).toBe('dry-run');
    const row = await keptOf(dry._id);
    expect(row.plan_key?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row.plan).not.toBeNull();
    const load = async (emails: string[], scope: KeptPlanKey['scope']) =>
      found(await loadDistrictState(suite.db, district2, emails, superAdmin, scope), 'no district 2');
    const reused = await reuseKeptPlan({ key: row.plan_key!, plan: new Uint8Array(row.plan!) }, load, { schoolId: null });
    expect(reused).not.toBeNull();
    const kept = await written(reused!);
    const again = await written(await planOffThread(new Uint8Array(row.payload), load, { schoolId: null, withWrites: true }));
    expect(kept.rows.length).toBeGreaterThan(20);
    expect(JSON.stringify(kept)).not.toContain('\\u0000');
    const pairs = renamedPairs(kept, again);
    // New students and their ids, and the time of deactivations and new enrollments: nothing else differs.
    expect([...pairs.keys()].some((k) => uuid.test(k))).toBe(true);
    expect([...pairs.keys()].filter((k) => isoTime.test(k))).toHaveLength(1);
    // Against another importer (other reach) or school the fingerprint differs: planned again.
    const other = (await findActiveUser(suite.db, await userIdOf(suite.db, 'district@demo.test')))!;
    const asOther = async (emails: string[], scope: KeptPlanKey['scope']) =>
      found(await loadDistrictState(suite.db, district2, emails, other, scope), 'no district 2');
    expect(await reuseKeptPlan({ key: row.plan_key!, plan: new Uint8Array(row.plan!) }, asOther, { schoolId: null })).toBeNull();
  }, 60_000);

  it('applies the kept plan with the apply’s time, leaving the district as an apply that plans again does', async () => {
    const first = await upload(delta().zip);
    const second = await upload(delta().zip);
    // The second plans again at its apply: its kept plan is dropped.
    await suite.db.execute(sql`update roster_imports set plan = null, plan_key = null where id = ${second._id}`);
    const started = new Date();
    expect(await apply(first._id)).toMatchObject({ plan: 'kept' });
    const removed = students()[0]!.sourcedId;
    const [gone] = await sqlRows<{ at: string }>(
      suite.db,
      sql`select s.deactivated_at::text as at from students s join roster_links l on l.local_id = s.id::text
      where l.district_id = ${district2} and l.entity = 'user' and l.sourced_id = ${removed}`,
    );
    expect(new Date(gone!.at).getTime()).toBeGreaterThanOrEqual(started.getTime() - 1);
    const [applied] = await sqlRows<{ status: string; plan: unknown; plan_key: unknown }>(
      suite.db,
      sql`select status, plan, plan_key from roster_imports where id = ${first._id}`,
    );
    expect(applied).toEqual({ status: 'applied', plan: null, plan_key: null });
    const afterKept = await exported();
    const keptCounts = (await sqlRows<{ diff: unknown }>(suite.db, sql`select diff from roster_imports where id = ${first._id}`))[0]!;
    await rollbackImport(suite.db, superAdmin, first._id);
    expect(await apply(second._id)).toMatchObject({ plan: 'new' });
    expect(await exported()).toBe(afterKept);
    const newCounts = (await sqlRows<{ diff: unknown }>(suite.db, sql`select diff from roster_imports where id = ${second._id}`))[0]!;
    renamedPairs(keptCounts, newCounts);
    await rollbackImport(suite.db, superAdmin, second._id);
  }, 60_000);

  it('plans again when another import changed the district since the dry run', async () => {
    const first = await upload(delta().zip);
    const second = await upload(delta().zip);
    expect(await apply(second._id)).toMatchObject({ plan: 'kept' });
    // The kept plan would insert the new students a second time; planned again, the same file writes nothing.
    expect(await apply(first._id)).toMatchObject({ plan: 'new', rowsWritten: 0 });
    await rollbackImport(suite.db, superAdmin, first._id);
    await rollbackImport(suite.db, superAdmin, second._id);
  }, 60_000);

  it('plans again after an admin edit of a record the file touches, and not after one of a record it does not', async () => {
    const every = Math.round(3 / 0.1);
    const renamed = students()[Math.floor(every / 3)]!.sourcedId;
    const untouched = students()[1]!.sourcedId;
    const edit = async (sourcedId: string, name: string) =>
      suite.db.execute(
        sql`update students set first_name = ${name} where id::text = (select local_id from roster_links
        where district_id = ${district2} and entity = 'user' and sourced_id = ${sourcedId})`,
      );

    const touched = await upload(delta().zip);
    await edit(renamed, 'Edited');
    expect(await apply(touched._id)).toMatchObject({ plan: 'new' });
    // Planned again: the file's name replaces the edit (the kept plan would have left it, its "before" being stale).
    expect((await studentNamed(renamed)).last_name).toMatch(/-Renamed$/);
    expect((await studentNamed(renamed)).first_name).not.toBe('Edited');
    await rollbackImport(suite.db, superAdmin, touched._id);

    const elsewhere = await upload(delta().zip);
    await edit(untouched, 'Edited too');
    // A student the delta neither carries nor is planned against: its state (the delta's scope) is unchanged.
    expect(await apply(elsewhere._id)).toMatchObject({ plan: 'kept' });
    expect((await studentNamed(untouched)).first_name).toBe('Edited too');
    await rollbackImport(suite.db, superAdmin, elsewhere._id);
  }, 60_000);
});
