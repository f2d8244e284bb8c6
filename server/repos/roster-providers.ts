/** A district's OneRoster REST connection and its pull status (`roster_providers`; the pull itself: `server/roster-pull/`). */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { RosterProvider, RosterProviderSave, RosterPullStatus } from '@/contract/schemas/roster-pull';
import type { Db } from '../db/client';
import { rosterProviders } from '../db/schema';
import { conflict } from '../lib/refusal';

export type ProviderRow = typeof rosterProviders.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function providerRow(db: Db, districtId: string): Promise<ProviderRow | null> {
  const [row] = await db.select().from(rosterProviders).where(eq(rosterProviders.districtId, districtId));
  return row ?? null;
}

/** The wire shape: everything but the sealed secret, which is only said to be set. */
export function providerView(row: ProviderRow): RosterProvider {
  return {
    districtId: row.districtId,
    baseUrl: row.baseUrl,
    version: row.version as RosterProvider['version'],
    authKind: row.authKind as RosterProvider['authKind'],
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    scope: row.scope,
    clientSecretSet: row.clientSecretSealed !== '',
    enabled: row.enabled,
    autoApply: row.autoApply,
    maxDeactivatePercent: row.maxDeactivatePercent,
    updatedAt: row.updatedAt.toISOString(),
    status: {
      state: row.pullState as RosterPullStatus['state'],
      startedAt: iso(row.pullStartedAt),
      finishedAt: iso(row.pullFinishedAt),
      lastSuccessStartedAt: iso(row.lastSuccessStartedAt),
      message: row.pullMessage,
      outcome: row.pullOutcome as RosterPullStatus['outcome'],
      importId: row.pullImportId,
      mode: row.pullMode as RosterPullStatus['mode'],
      records: row.pullRecords,
    },
  };
}

/** Saves the connection; `sealedSecret` null keeps the stored one (there must be one). The saver becomes the admin pulls act as. */
export async function saveProvider(
  db: Db,
  districtId: string,
  save: Required<Omit<RosterProviderSave, 'clientSecret'>>,
  sealedSecret: string | null,
  savedBy: string,
): Promise<ProviderRow | null> {
  const fields = {
    baseUrl: save.baseUrl,
    version: save.version,
    authKind: save.authKind,
    tokenUrl: save.tokenUrl,
    clientId: save.clientId,
    scope: save.scope,
    enabled: save.enabled,
    autoApply: save.autoApply,
    maxDeactivatePercent: save.maxDeactivatePercent,
    configuredBy: savedBy,
    updatedAt: sql`now()`,
  };
  if (sealedSecret === null) {
    const [row] = await db.update(rosterProviders).set(fields).where(eq(rosterProviders.districtId, districtId)).returning();
    return row ?? null;
  }
  const [row] = await db
    .insert(rosterProviders)
    .values({ districtId, ...fields, clientSecretSealed: sealedSecret })
    .onConflictDoUpdate({ target: rosterProviders.districtId, set: { ...fields, clientSecretSealed: sealedSecret } })
    .returning();
  return row ?? null;
}

/** A pull still "running" after this long died with its process: another may start. */
const stalePull = sql`now() - interval '2 hours'`;

/**
 * Marks a pull of the district started, unless one is running (on any instance: one conditional
 * update, so of two racing callers one gets the row); answers the row as it was claimed. Refused
 * (409, nothing started) while a pull of the district is running.
 */
export async function claimPull(db: Db, districtId: string): Promise<ProviderRow> {
  const [row] = await db
    .update(rosterProviders)
    .set({ pullState: 'running', pullStartedAt: sql`now()`, pullMessage: null })
    .where(
      and(
        eq(rosterProviders.districtId, districtId),
        or(ne(rosterProviders.pullState, 'running'), lt(rosterProviders.pullStartedAt, stalePull)),
      ),
    )
    .returning();
  if (!row) throw conflict('A pull of this district is already running');
  return row;
}

export interface PullEnd {
  ok: boolean;
  /** The pull's changes are in (applied, or nothing to change): the next pull asks only for what changed after its start. */
  caughtUp: boolean;
  message: string;
  outcome: RosterPullStatus['outcome'];
  importId: string | null;
  mode: RosterPullStatus['mode'];
  records: number | null;
}

/** Records how the pull that started at `startedAt` ended; one that caught up moves the incremental pull's mark to that start. */
export async function finishPull(db: Db, districtId: string, startedAt: Date, end: PullEnd): Promise<void> {
  await db
    .update(rosterProviders)
    .set({
      pullState: end.ok ? 'succeeded' : 'failed',
      pullFinishedAt: sql`now()`,
      pullMessage: end.message,
      pullOutcome: end.outcome,
      pullImportId: end.importId,
      pullMode: end.mode,
      pullRecords: end.records,
      ...(end.caughtUp ? { lastSuccessStartedAt: startedAt } : {}),
    })
    .where(eq(rosterProviders.districtId, districtId));
}

/** Districts whose nightly pull is due: enabled, not running, and not started within `everyHours`. */
export async function districtsDueAPull(db: Db, everyHours: number): Promise<string[]> {
  const rows = await db
    .select({ districtId: rosterProviders.districtId })
    .from(rosterProviders)
    .where(
      and(
        eq(rosterProviders.enabled, true),
        or(isNull(rosterProviders.pullStartedAt), lt(rosterProviders.pullStartedAt, sql`now() - make_interval(hours => ${everyHours})`)),
        or(ne(rosterProviders.pullState, 'running'), lt(rosterProviders.pullStartedAt, stalePull)),
      ),
    );
  return rows.map((row) => row.districtId);
}
