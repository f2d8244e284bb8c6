/**
 * One pull of a district's OneRoster REST provider (docs/ARCHITECTURE.md §10, "REST pull"): claim
 * the district (one pull at a time, across instances), read EVERY page of every resource first,
 * turn them into the CSV binding's zip and make the same dry run a CSV upload makes, as the admin
 * who saved the connection (so the scope rule and the limits of §17.1–17.2 are the import's own).
 * Any failure while reading (a 500, the network, credentials refused after one fresh token) stops
 * the pull before a plan exists: nothing is planned or applied, and the status and the audit log say
 * why. The plan then applies itself only when the admin turned auto-apply on and it stays within the
 * deactivation threshold (threshold.ts); otherwise it waits in the import screen like any dry run.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RosterProgress } from '@/contract/schemas/roster';
import { writeAudit } from '../access/audit';
import { findActiveUser } from '../auth/users';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { Refused } from '../lib/refusal';
import { mayRosterTarget } from '../repos/roster-imports';
import { claimPull, finishPull, type ProviderRow, type PullEnd, providerRow } from '../repos/roster-providers';
import { activeStudentsOfDistrict, linkedDistrictOrgs } from '../repos/roster-pull-state';
import { applyImport } from '../roster/apply';
import { createDryRun } from '../roster/dry-run';
import { type PulledResources, pulledZip } from './json-to-csv';
import { type ClientOptions, providerClient, pullResources } from './provider-client';
import { connectionOf } from './provider-settings';
import { PullFailure } from './pull-failure';
import { deactivationVerdict } from './threshold';

export interface PullServices {
  db: Db;
  config: Pick<Config, 'rosterPull'>;
}

export interface PullRequest {
  districtId: string;
  /** The admin who pressed "sync now", or null for the nightly job (the audit row's actor). */
  requestedBy: string | null;
  log: FastifyBaseLogger;
  /** Paging and limits of the provider client (tests use small pages). */
  client?: ClientOptions;
}

/** The pulls this instance runs, by district: "sync now" answers before its pull ends. */
const inFlight = new Map<string, Promise<ProviderRow>>();

/** The pull of a district this instance is running, if any (tests await it; the claim is what keeps instances apart). */
export const pullInFlight = (districtId: string): Promise<ProviderRow> | undefined => inFlight.get(districtId);

/**
 * Claims the district and starts its pull without waiting for it ("sync now"): answers the claimed
 * row (status running) at once; the pull goes on and records its end in the row. A pull already
 * running, here or on another instance: 409 (nothing started).
 */
export async function startPull(services: PullServices, request: PullRequest): Promise<ProviderRow> {
  const claimed = await claimPull(services.db, request.districtId);
  const running = pullClaimed(services, request, claimed).finally(() => inFlight.delete(request.districtId));
  inFlight.set(request.districtId, running);
  // Its failures are recorded in the row by pullClaimed; only a failure to record them lands here.
  running.catch((error: unknown) => request.log.error({ err: error, districtId: request.districtId }, 'roster pull not recorded'));
  return claimed;
}

/** Runs one pull and answers the connection's row as it ends (the nightly job); a pull already running: 409 (nothing started). */
export async function runPull(services: PullServices, request: PullRequest): Promise<ProviderRow> {
  const claimed = await claimPull(services.db, request.districtId);
  return pullClaimed(services, request, claimed);
}

async function pullClaimed({ db, config }: PullServices, request: PullRequest, claimed: ProviderRow): Promise<ProviderRow> {
  const startedAt = claimed.pullStartedAt!;
  let end: PullEnd;
  try {
    end = await pullAndPlan(db, config.rosterPull.secretKey, claimed, {
      client: { pageSize: config.rosterPull.pageSize, allowPrivateAddresses: config.rosterPull.allowPrivateAddresses },
      ...request,
    });
  } catch (error) {
    const known = error instanceof PullFailure;
    if (!known) request.log.error({ err: error, districtId: request.districtId }, 'roster pull failed');
    const reason = known ? error.message : 'an unexpected error';
    end = {
      ok: false,
      caughtUp: false,
      message: `The pull stopped: ${reason}. Nothing was planned or applied.`,
      outcome: null,
      importId: null,
      mode: null,
      records: null,
    };
  }
  await finishPull(db, request.districtId, startedAt, end);
  await writeAudit(db, {
    actorId: request.requestedBy,
    action: end.ok ? 'roster.pull' : 'roster.pull.fail',
    entity: 'district',
    entityId: request.districtId,
    meta: { mode: end.mode, outcome: end.outcome, importId: end.importId, records: end.records, message: end.message },
  });
  return (await providerRow(db, request.districtId))!;
}

async function pullAndPlan(db: Db, key: Buffer | null, row: ProviderRow, request: PullRequest): Promise<PullEnd> {
  const actor = row.configuredBy ? await findActiveUser(db, row.configuredBy) : null;
  if (!actor || !(await mayRosterTarget(db, actor, row.districtId, null)))
    throw new PullFailure(
      'the admin who saved the connection can no longer roster this district (an admin of it must save the connection again)',
    );
  const connection = connectionOf(row, key);
  // Incremental from the start of the last pull whose changes were applied: a plan left waiting is
  // pulled again next time, so changes are never skipped (re-applying what was applied writes nothing).
  const since = row.lastSuccessStartedAt?.toISOString() ?? null;
  const mode = since ? 'delta' : 'bulk';
  const client = providerClient(connection, request.client);
  const resources = {} as PulledResources;
  for (const resource of pullResources) resources[resource] = await client.readAll(resource, since);
  await refuseOtherDistricts(db, row.districtId, resources);
  const records = pullResources.reduce((sum, resource) => sum + resources[resource].length, 0);
  const done = (ok: boolean, message: string, outcome: PullEnd['outcome'], importId: string | null): PullEnd => ({
    ok,
    caughtUp: outcome === 'applied' || outcome === 'no-change',
    message,
    outcome,
    importId,
    mode,
    records,
  });
  if (mode === 'delta' && records === 0) return done(true, `Nothing changed at the provider since ${since}.`, 'no-change', null);

  const zip = pulledZip(connection.version, resources, mode);
  const stamp = row.pullStartedAt!.toISOString();
  const planned = await createDryRun(db, actor, {
    districtId: row.districtId,
    fileName: `OneRoster pull ${stamp} (${mode}).zip`,
    file: zip.toString('base64'),
  });
  if (planned.status === 'invalid')
    return done(
      false,
      `The provider's data has ${planned.errorCount} errors: the plan cannot be applied (see the import).`,
      'invalid',
      planned._id,
    );
  const changes = Object.values(planned.counts).reduce((sum, c) => sum + c.create + c.update + c.deactivate, 0);
  if (changes === 0) return done(true, 'The provider’s roster matches the district: nothing to apply.', 'no-change', planned._id);
  if (!row.autoApply) return done(true, 'The plan waits for an admin to review and apply it.', 'waiting', planned._id);

  const students = await activeStudentsOfDistrict(db, row.districtId);
  const verdict = deactivationVerdict(students, resources.users, mode, row.maxDeactivatePercent);
  if (!verdict.within) return done(true, `Not applied by itself: ${verdict.reason}. The plan waits for an admin.`, 'waiting', planned._id);
  const last = await applyQuietly(db, actor, planned._id, request.log);
  if (last?.phase === 'done') return done(true, `Applied by itself: ${changes} changes.`, 'applied', planned._id);
  return done(
    true,
    `Not applied by itself (${last?.message ?? 'the apply did not finish'}). The plan waits for an admin.`,
    'waiting',
    planned._id,
  );
}

/**
 * A connection serves one district. The CSV plan maps a file's one district row onto the target
 * district whatever its sourcedId (right for an upload, which is a whole snapshot); a pull's delta may
 * carry just one district row, so one that is not the district the earlier imports linked is refused
 * here, before any plan (two district rows are the plan's own error).
 */
async function refuseOtherDistricts(db: Db, districtId: string, resources: PulledResources) {
  const known = new Set(await linkedDistrictOrgs(db, districtId));
  if (known.size === 0) return;
  const other = resources.orgs.find((org) => org.type === 'district' && org.status !== 'tobedeleted' && !known.has(String(org.sourcedId)));
  if (other)
    throw new PullFailure(`the provider's data names another district (org ${String(other.sourcedId)}); a connection serves one district`);
}

/** The import screen's apply, with its progress events kept instead of streamed; a refusal before the stream is its last event. */
async function applyQuietly(db: Db, actor: Parameters<typeof applyImport>[1], importId: string, log: FastifyBaseLogger) {
  let last: RosterProgress | null = null;
  try {
    await applyImport(db, actor, importId, () => ({ send: (event) => (last = event), end: () => {} }), log);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { phase: 'failed', message: error.message } as const;
  }
  return last as RosterProgress | null;
}
