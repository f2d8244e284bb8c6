/** The roster imports themselves: stored dry runs, their summaries, and the locks an apply or rollback takes. */
import { type SQL, sql } from 'drizzle-orm';
import type { Paged, PageRequest } from '@/contract/http';
import type { RosterError, RosterImport, RosterImportStatus, RosterImportSummary } from '@/contract/schemas/roster';
import { reachesRosterTarget } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { rosterErrorsToRequest } from '../i18n/request-sentences';
import { notFound } from '../lib/refusal';
import { emptyCounts, type RosterDiff } from './roster-diff';
import type { DeltaScope } from './roster-state';

/** Whether the target exists (the school, if given, in the district) and the user may roster it; false answers 404. */
export async function mayRosterTarget(db: Db | Tx, user: AuthUser, districtId: string, schoolId: string | null): Promise<boolean> {
  const district = sql`${districtId}::uuid`;
  const school = schoolId === null ? sql`null::uuid` : sql`${schoolId}::uuid`;
  const [row] = await sqlRows<{ ok: boolean }>(
    db,
    sql`select (exists (select 1 from districts where id = ${districtId})
      and (${school} is null or exists (select 1 from schools where id = ${school} and district_id = ${district}))
      and ${reachesRosterTarget(user, district, school)}) as ok`,
  );
  return row?.ok === true;
}

/**
 * A district-wide setting (its roster pull connection, its single sign-on provider) is the
 * district's: the caller must reach the district as a roster target (super admin: any; district
 * admin: their own), else the 404 of an unknown district.
 */
export async function reachDistrictSetting(db: Db, user: AuthUser, districtId: string): Promise<void> {
  if (!(await mayRosterTarget(db, user, districtId, null))) throw notFound('No such district');
}

/**
 * What a kept plan was planned against: the fingerprint of the district state (`roster/kept-plan.ts`)
 * and the file's emails and delta scope, with which the apply loads the state again to compare.
 */
export interface KeptPlanKey {
  fingerprint: string;
  emails: string[];
  scope: DeltaScope | null;
}

export interface NewImport {
  districtId: string;
  schoolId: string | null;
  fileName: string;
  fileSha256: string;
  /** A Buffer: node-postgres sends a Buffer (not a plain Uint8Array) as bytea. */
  payload: Buffer;
  /** The dry run's plan kept for the apply, if it was (`roster/kept-plan.ts`). */
  kept: { key: KeptPlanKey; plan: Buffer } | null;
  status: RosterImportStatus;
  rowCount: number;
  diff: RosterDiff;
  errorCount: number;
  errors: RosterError[];
  createdBy: string;
}

export async function insertImport(db: Db, row: NewImport): Promise<string> {
  const [created] = await sqlRows<{ id: string }>(
    db,
    sql`insert into roster_imports (district_id, school_id, file_name, file_sha256, payload, plan_key, plan, status, row_count, diff, error_count, errors, created_by)
    values (${row.districtId}, ${row.schoolId}, ${row.fileName}, ${row.fileSha256}, ${row.payload},
      ${row.kept ? JSON.stringify(row.kept.key) : null}::jsonb, ${row.kept?.plan ?? null}, ${row.status}, ${row.rowCount},
      ${JSON.stringify(row.diff)}::jsonb, ${row.errorCount}, ${JSON.stringify(row.errors)}::jsonb, ${row.createdBy})
    returning id`,
  );
  return created!.id;
}

interface SummaryRow {
  id: string;
  district_id: string;
  district_name: string;
  school_id: string | null;
  school_name: string | null;
  file_name: string;
  status: RosterImportStatus;
  row_count: number;
  diff: RosterDiff;
  error_count: number;
  errors: RosterError[];
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  applied_at: string | null;
  rolled_back_at: string | null;
  can_roll_back: boolean;
}

/** The newest applied import of each district is the only one that may be rolled back. */
const canRollBack = sql`(i.status = 'applied' and not exists (
  select 1 from roster_imports later where later.district_id = i.district_id and later.status = 'applied' and later.applied_at > i.applied_at))`;

function summaries(where: SQL, tail: SQL = sql``) {
  return sql`select i.id, i.district_id, d.name as district_name, i.school_id, s.name as school_name, i.file_name, i.status,
      i.row_count, i.diff, i.error_count, i.errors, i.created_by, u.name as created_by_name,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(i.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as applied_at,
      to_char(i.rolled_back_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as rolled_back_at,
      ${canRollBack} as can_roll_back
    from roster_imports i join districts d on d.id = i.district_id left join schools s on s.id = i.school_id
    left join users u on u.id = i.created_by where ${where} ${tail}`;
}

function toSummary(row: SummaryRow): RosterImportSummary {
  return {
    _id: row.id,
    district: { _id: row.district_id, name: row.district_name },
    school: row.school_id ? { _id: row.school_id, name: row.school_name ?? '' } : null,
    fileName: row.file_name,
    status: row.status,
    rows: row.row_count,
    counts: row.diff?.counts ?? emptyCounts(),
    errorCount: row.error_count,
    createdBy: row.created_by ? { _id: row.created_by, name: row.created_by_name ?? '' } : null,
    createdAt: row.created_at,
    appliedAt: row.applied_at,
    rolledBackAt: row.rolled_back_at,
    canRollBack: row.can_roll_back,
  };
}

/** One import with its sample and errors, if the user may roster its target; null answers 404. */
export async function importFor(db: Db | Tx, user: AuthUser, id: string): Promise<RosterImport | null> {
  const [row] = await sqlRows<SummaryRow>(
    db,
    summaries(sql`i.id = ${id} and ${reachesRosterTarget(user, sql`i.district_id`, sql`i.school_id`)}`),
  );
  // Stored in English; said in the reader's language (ARCHITECTURE.md §12).
  return row ? { ...toSummary(row), sample: row.diff?.sample ?? [], errors: rosterErrorsToRequest(row.errors ?? []) } : null;
}

export async function importSummary(db: Db | Tx, id: string): Promise<RosterImportSummary> {
  const [row] = await sqlRows<SummaryRow>(db, summaries(sql`i.id = ${id}`));
  return toSummary(row!);
}

export async function importsPage(db: Db, user: AuthUser, page: PageRequest): Promise<Paged<RosterImportSummary>> {
  const reach = reachesRosterTarget(user, sql`i.district_id`, sql`i.school_id`);
  const rows = await sqlRows<SummaryRow>(
    db,
    summaries(reach, sql`order by i.created_at desc, i.id desc limit ${page.pageSize} offset ${page.page * page.pageSize}`),
  );
  const [count] = await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from roster_imports i where ${reach}`);
  return { items: rows.map(toSummary), total: count?.n ?? 0, page: page.page, pageSize: page.pageSize };
}

export interface LockedImport {
  id: string;
  district_id: string;
  school_id: string | null;
  status: RosterImportStatus;
  payload: Uint8Array | null;
  /** The dry run's kept plan, if any. */
  plan_key: KeptPlanKey | null;
  plan: Uint8Array | null;
  newest_applied: boolean;
}

/**
 * Locks the import's row for the transaction (a second apply of it waits, then finds it applied) and
 * takes the district's advisory lock without waiting (another apply or rollback of the district
 * running: answered `busy`). Null when the user may not reach it.
 */
export async function lockImport(tx: Tx, user: AuthUser, id: string): Promise<(LockedImport & { busy: boolean }) | null> {
  const [row] = await sqlRows<LockedImport>(
    tx,
    sql`select i.id, i.district_id, i.school_id, i.status, i.payload, i.plan_key, i.plan, ${canRollBack} as newest_applied
    from roster_imports i where i.id = ${id} and ${reachesRosterTarget(user, sql`i.district_id`, sql`i.school_id`)} for update`,
  );
  if (!row) return null;
  const [lock] = await sqlRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext(${`roster:${row.district_id}`})) as locked`,
  );
  return {
    ...row,
    payload: row.payload ? new Uint8Array(row.payload) : null,
    plan: row.plan ? new Uint8Array(row.plan) : null,
    busy: lock?.locked !== true,
  };
}

export async function markApplied(tx: Tx, id: string, diff: RosterDiff): Promise<void> {
  await tx.execute(
    sql`update roster_imports set status = 'applied', applied_at = now(), payload = null, plan_key = null, plan = null, diff = ${JSON.stringify(diff)}::jsonb where id = ${id}`,
  );
}

export async function markRolledBack(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`update roster_imports set status = 'rolled-back', rolled_back_at = now() where id = ${id}`);
}
