import { sql } from 'drizzle-orm';
import type { RosterImportSummary } from '@/contract/schemas/roster';
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import { endSessions } from '../auth/session-end';
import { endSessionsOfInactiveAccounts } from '../auth/users';
import type { Db, Tx } from '../db/client';
import { conflict, notFound } from '../lib/refusal';
import { importSummary, lockImport, markRolledBack } from '../repos/roster-imports';
import { rollbackOutsideReach } from '../repos/roster-rollback-reach';
import { type RowImage, rosterTableNamed } from '../repos/roster-tables';
import type { WriteAction } from '../repos/roster-writes';
import { forgetChanges, loggedChangesBefore, writeRows } from '../repos/roster-writes';

/** What undoes a logged batch: created rows are deleted, updated ones get their before images, deleted ones come back. */
function inverseOf(change: { before: RowImage[] | null; after: RowImage[] | null }): { action: WriteAction; images: RowImage[] } {
  if (change.before === null) return { action: 'delete', images: change.after ?? [] };
  if (change.after === null) return { action: 'insert', images: change.before };
  return { action: 'update', images: change.before };
}

/** The ids of logged `users` rows, as a subquery of user ids. */
const idsOf = (images: RowImage[]) =>
  sql`select u.id from users u where u.id in (${sql.join(
    images.map((image) => sql`${String(image.id)}::uuid`),
    sql`, `,
  )})`;

/** Log entries read per query: each holds one batch of up to `batchRows` rows. */
const entriesPerRead = 8;

/** Replays the import's change log backwards, one statement per logged batch. */
async function replayBackwards(tx: Tx, importId: string): Promise<number> {
  let before = 2 ** 31 - 1;
  let undone = 0;
  for (;;) {
    const page = await loggedChangesBefore(tx, importId, before, entriesPerRead);
    if (page.length === 0) return undone;
    for (const entry of page) {
      const { action, images } = inverseOf(entry);
      // An account the import created goes: its sessions end first (its tokens go with the row).
      if (entry.table_name === 'users' && action === 'delete' && images.length > 0) await endSessions(tx, { accounts: idsOf(images) });
      await writeRows(tx, rosterTableNamed(entry.table_name), action, images);
      undone += images.length;
    }
    before = page[page.length - 1]!.seq;
  }
}

/** A foreign-key refusal: something written after the import rests on a row it created. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Puts every row the import wrote back as it was, in one transaction; only the district's newest applied import. */
export async function rollbackImport(db: Db, user: AuthUser, id: string): Promise<RosterImportSummary> {
  try {
    await db.transaction(async (tx) => {
      const locked = await lockImport(tx, user, id);
      if (!locked) throw notFound('No such import');
      if (locked.status !== 'applied') throw conflict(`Only an applied import can be rolled back; this one is ${locked.status}`);
      if (!locked.newest_applied) throw conflict('A later import of this district was applied after this one: roll that one back first');
      if (locked.busy) throw conflict('Another import of this district is being applied or rolled back; try again when it is done');
      if ((await rollbackOutsideReach(tx, user, id)) > 0)
        throw conflict(
          'This import changed accounts or records outside your reach (they also belong to a school or district you do not administer): an administrator who reaches all of them can roll it back',
        );
      const undone = await replayBackwards(tx, id);
      // Accounts the rollback deactivated again are signed out at once (§17.5).
      await endSessionsOfInactiveAccounts(tx);
      await forgetChanges(tx, id);
      await markRolledBack(tx, id);
      await writeAudit(tx, {
        actorId: user.id,
        action: 'roster.import.rollback',
        entity: 'roster_import',
        entityId: id,
        meta: { districtId: locked.district_id, schoolId: locked.school_id, rowsRestored: undone },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict(
        'Records this import created are used by data added since (for example a class someone else set up): it cannot be rolled back',
      );
    throw error;
  }
  return importSummary(db, id);
}
