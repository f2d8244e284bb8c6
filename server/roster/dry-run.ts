import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RosterImport, rosterUploadSchema } from '@/contract/schemas/roster';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../lib/errors';
import { importFor, insertImport, mayRosterTarget } from '../repos/roster-imports';
import { loadDistrictState } from '../repos/roster-state';
import { planImport } from './plan';
import { type ReadRoster, readRoster } from './read-roster';
import { looksLikeZip } from './read-zip';

/** The emails of the file's people, to find the accounts already holding them. */
export const emailsOf = (read: ReadRoster) => [...new Set(read.records.users.map((u) => u.email).filter(Boolean))];

/** Uploads a zip: reads and validates it, plans it against the district as it is, and stores the dry run. */
export async function createDryRun(db: Db, user: AuthUser, body: z.infer<typeof rosterUploadSchema>): Promise<RosterImport> {
  const bytes = Buffer.from(body.file, 'base64');
  if (!looksLikeZip(bytes))
    throw badRequest('The file is not a zip', [{ path: 'body.file', message: 'must be a zip of OneRoster CSV files' }]);
  const schoolId = body.schoolId ?? null;
  if (!(await mayRosterTarget(db, user, body.districtId, schoolId))) throw notFound('No such district or school');
  const read = await readRoster(bytes);
  const state = await loadDistrictState(db, body.districtId, emailsOf(read), user);
  if (!state) throw notFound('No such district or school');
  const plan = planImport({ ...read, state, schoolId, now: new Date().toISOString(), newId: randomUUID });
  const id = await insertImport(db, {
    districtId: body.districtId,
    schoolId,
    fileName: body.fileName,
    fileSha256: createHash('sha256').update(bytes).digest('hex'),
    payload: bytes,
    status: read.errors.count ? 'invalid' : 'dry-run',
    rowCount: read.rows,
    diff: plan.diff,
    errorCount: read.errors.count,
    errors: read.errors.kept,
    createdBy: user.id,
  });
  return (await importFor(db, user, id))!;
}
