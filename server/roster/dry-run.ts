import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { RosterImport, rosterUploadSchema } from '@/contract/schemas/roster';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { badRequest, found, notFound } from '../lib/refusal';
import { importFor, insertImport, mayRosterTarget } from '../repos/roster-imports';
import { loadDistrictState } from '../repos/roster-state';
import { keptEntries } from './kept-entries';
import { planOffThread, type StateLoader } from './plan-pool';
import { looksLikeZip } from './read-zip';

/** Uploads a zip: reads and validates it, plans it against the district as it is (off the event loop), and stores the dry run. */
export async function createDryRun(db: Db, user: AuthUser, body: z.infer<typeof rosterUploadSchema>): Promise<RosterImport> {
  const bytes = Buffer.from(body.file, 'base64');
  if (!looksLikeZip(bytes))
    throw badRequest('The file is not a zip', [{ path: 'body.file', message: 'must be a zip of OneRoster CSV files' }]);
  const schoolId = body.schoolId ?? null;
  const noTarget = 'No such district or school';
  if (!(await mayRosterTarget(db, user, body.districtId, schoolId))) throw notFound(noTarget);
  // A district deleted since the check above: the same 404.
  const loadState: StateLoader = async (emails, scope) =>
    found(await loadDistrictState(db, body.districtId, emails, user, scope), noTarget);
  const plan = await planOffThread(bytes, loadState, {
    schoolId,
    withWrites: false,
    // Kept for the apply, which takes it when the district is as it was (`kept-plan.ts`).
    keep: true,
  });
  const id = await insertImport(db, {
    districtId: body.districtId,
    schoolId,
    fileName: body.fileName,
    fileSha256: createHash('sha256').update(bytes).digest('hex'),
    // Only the entries an import reads: demographics.csv and the like are never stored.
    payload: Buffer.from(keptEntries(bytes)),
    kept: plan.kept && { key: plan.kept.key, plan: Buffer.from(plan.kept.plan) },
    status: plan.errors.count ? 'invalid' : 'dry-run',
    rowCount: plan.rows,
    diff: plan.diff,
    errorCount: plan.errors.count,
    errors: plan.errors.kept,
    createdBy: user.id,
  });
  return (await importFor(db, user, id))!;
}
