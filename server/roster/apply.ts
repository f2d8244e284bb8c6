import type { FastifyBaseLogger } from 'fastify';
import type { RosterProgress } from '@/contract/schemas/roster';
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import { endSessionsOfInactiveAccounts } from '../auth/users';
import type { Db } from '../db/client';
import { sayToRequest } from '../i18n/request-sentences';
import { conflict, found, notFound, Refused } from '../lib/refusal';
import { importSummary, lockImport, markApplied } from '../repos/roster-imports';
import { type DistrictState, loadDistrictState } from '../repos/roster-state';
import { planOffThread, reuseKeptPlan, type StateLoader } from './plan-pool';
import type { ProgressStream } from './progress-stream';
import { writePlan } from './write-plan';

/**
 * `load`, read at most once per emails and scope: a kept plan found stale is planned again against
 * the state just read for it (the same file gives the same emails and scope).
 */
function stateOnce(load: StateLoader): StateLoader {
  let last: { key: string; state: Promise<DistrictState> } | null = null;
  return (emails, scope) => {
    const key = JSON.stringify([emails, scope]);
    if (last?.key !== key) last = { key, state: load(emails, scope) };
    return last.state;
  };
}

/** A failure once the stream is open: reported as the `failed` event, with this message when it is meant for people. */
class ApplyFailure extends Error {}

/**
 * Applies a dry run in ONE transaction: lock the import row and the district, take the dry run's
 * kept plan if the district state is still the one it was planned against (`kept-plan.ts`), else
 * re-read the stored zip and plan again against the data as it is now, write the
 * plan in batches with its change log, mark the import applied and audit it. Refusals known before
 * any work (unknown, not a dry run, the district busy) are thrown before `open` is called, so they
 * answer as ordinary JSON errors; after that every outcome is a progress event, and a failure
 * leaves nothing written. A client that disconnects does not stop it.
 */
export async function applyImport(db: Db, user: AuthUser, id: string, open: () => ProgressStream, log: FastifyBaseLogger): Promise<void> {
  let stream: ProgressStream | null = null;
  let total = 0;
  try {
    await db.transaction(async (tx) => {
      const locked = await lockImport(tx, user, id);
      if (!locked) throw notFound('No such import');
      if (locked.status === 'invalid') throw conflict('The import has errors: correct the file and upload it again');
      if (locked.status !== 'dry-run' || !locked.payload) throw conflict(`The import is ${locked.status}, not a dry run`);
      if (locked.busy) throw conflict('Another import of this district is being applied or rolled back; try again when it is done');
      const events = open();
      stream = events;
      const send = (event: RosterProgress) => events.send(event);
      send({ phase: 'reading', done: 0, total: 0, file: null });
      // A district gone meanwhile is a refusal, told like the file's (the `failed` event below).
      const loadState = stateOnce(async (emails, scope) =>
        found(await loadDistrictState(tx, locked.district_id, emails, user, scope), 'The district no longer exists'),
      );
      // The dry run's plan when the district state is the one it was planned against, else a new plan.
      const kept = locked.plan_key && locked.plan ? { key: locked.plan_key, plan: locked.plan } : null;
      const reused = kept && (await reuseKeptPlan(kept, loadState, { schoolId: locked.school_id }));
      const plan = reused || (await planOffThread(locked.payload, loadState, { schoolId: locked.school_id, withWrites: true }));
      // The worker holds the writes until they are fetched; a failure before then lets it forget them.
      try {
        if (plan.errors.count) {
          const first = plan.errors.kept[0]!;
          throw new ApplyFailure(
            `The data changed since the dry run and the file no longer fits it: ${first.file} line ${first.line}, ${first.column}: ${first.message}. Upload it again.`,
          );
        }
        total = plan.writes.size;
        send({ phase: 'writing', done: 0, total, file: null });
        await writePlan(tx, id, plan.writes, (done, all, file) => send({ phase: 'writing', done, total: all, file }));
      } finally {
        plan.close();
      }
      // Accounts the import deactivated (or left without an active school) are signed out at once (§17.5).
      await endSessionsOfInactiveAccounts(tx);
      await markApplied(tx, id, plan.diff);
      await writeAudit(tx, {
        actorId: user.id,
        action: 'roster.import.apply',
        entity: 'roster_import',
        entityId: id,
        meta: {
          districtId: locked.district_id,
          schoolId: locked.school_id,
          rowsWritten: total,
          counts: plan.diff.counts,
          // Whether the dry run's kept plan was written (the district as it was) or a new one.
          plan: reused ? 'kept' : 'new',
        },
      });
    });
  } catch (error) {
    if (!stream) throw error;
    const events: ProgressStream = stream;
    // A refusal of the stored file (a limit of §17.2) is meant for people too.
    const told = error instanceof ApplyFailure || error instanceof Refused;
    if (!told) log.error(error, 'roster import apply failed');
    const message = sayToRequest(told ? error.message : 'The import could not be applied; nothing was written.');
    events.send({ phase: 'failed', done: 0, total, file: null, message });
    events.end();
    return;
  }
  const events: ProgressStream = stream!;
  events.send({ phase: 'done', done: total, total, file: null, import: await importSummary(db, id) });
  events.end();
}
