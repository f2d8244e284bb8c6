/**
 * Creating and changing district and school admins: reach checks (an account or school out of reach
 * is 404), a one-time password for a new account (hashed; answered once), 409 on a taken email with
 * its field path (`account-email.ts`; a race past the check is the unique index's 409, §17.7), the
 * audit row in the change's transaction, and sessions ended on deactivation. Changes, deactivation
 * and deletion go through the one account path of every kind (`server/repos/account-changes.ts`).
 */
import type { AdminAccount, DistrictAdminInput, SchoolAdminInput } from '@/contract/schemas/sup-admin';
import { writeAudit } from '../access/audit';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword, temporaryPassword } from '../auth/passwords';
import type { Db, Tx } from '../db/client';
import { conflict, emailTakenRefusal, found, notFound } from '../lib/refusal';
import { changeAccount, deleteAccountOf, setAccountActive, targetsOf } from '../repos/account-changes';
import { emailTaken } from '../repos/account-email';
import {
  type AdminRole,
  authoredRecordCount,
  findAdminAccount,
  insertAccount,
  reachableSchoolIds,
  setAccountSchools,
  updateAccount,
} from '../repos/admin-accounts';

const missing = 'Account not found';
export type AccountInput = { role: 'district-admin'; input: DistrictAdminInput } | { role: 'school-admin'; input: SchoolAdminInput };

/** The admin account as the account path names it. */
const adminAccount = (role: AdminRole, id: string) =>
  targetsOf(role, (tx, user, accountId) => findAdminAccount(tx, user, role, accountId), missing)(id);

/** The organisation the account will belong to, checked against the caller's reach (404 otherwise). */
async function checkOrganisation(db: Db | Tx, user: AuthUser, account: AccountInput): Promise<void> {
  if (account.role === 'district-admin') {
    if (!(await mayReach(db, user, 'district', account.input.districtId))) throw notFound('District not found');
    return;
  }
  const wanted = [...new Set(account.input.schoolIds)];
  const reached = await reachableSchoolIds(db, user, wanted);
  if (reached.length !== wanted.length) throw notFound('School not found');
}

export async function getAdminAccount(db: Db, user: AuthUser, role: AdminRole, id: string): Promise<AdminAccount> {
  return found(await findAdminAccount(db, user, role, id), missing);
}

export async function createAdminAccount(db: Db, user: AuthUser, account: AccountInput) {
  await checkOrganisation(db, user, account);
  const email = account.input.email.toLowerCase();
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw emailTakenRefusal();
    const created = await insertAccount(tx, {
      name: account.input.name,
      email,
      role: account.role,
      districtId: account.role === 'district-admin' ? account.input.districtId : null,
      passwordHash,
    });
    if (account.role === 'school-admin') await setAccountSchools(tx, created, [...new Set(account.input.schoolIds)]);
    await writeAudit(tx, { actorId: user.id, action: `${account.role}.create`, entity: 'user', entityId: created, meta: { email } });
    return created;
  });
  return { account: await getAdminAccount(db, user, account.role, id), temporaryPassword: password };
}

/** Renames the admin, changes their email and their district or schools (audited `<role>.update` with before and after). */
export function updateAdminAccount(db: Db, user: AuthUser, id: string, account: AccountInput): Promise<AdminAccount> {
  return changeAccount(
    db,
    user,
    adminAccount(account.role, id),
    async (tx, before) => {
      await checkOrganisation(tx, user, account);
      const email = account.input.email.toLowerCase();
      if (await emailTaken(tx, email, id)) throw emailTakenRefusal();
      await updateAccount(tx, id, {
        name: account.input.name,
        email,
        ...(account.role === 'district-admin' ? { districtId: account.input.districtId } : {}),
      });
      if (account.role === 'school-admin') await setAccountSchools(tx, id, [...new Set(account.input.schoolIds)]);
      await writeAudit(tx, {
        actorId: user.id,
        action: `${account.role}.update`,
        entity: 'user',
        entityId: id,
        meta: { from: { name: before.name, email: before.email }, to: { name: account.input.name, email } },
      });
    },
    { wholeAccount: true },
  );
}

/** Deactivates or reactivates the admin (audited `<role>.deactivate` / `.reactivate`), as for every kind of account. */
export const setAdminAccountActive = (db: Db, user: AuthUser, role: AdminRole, id: string, active: boolean) =>
  setAccountActive(db, user, adminAccount(role, id), active);

/** Deletes the admin unless records name them as author (audited `<role>.delete`). */
export async function deleteAdminAccount(db: Db, user: AuthUser, role: AdminRole, id: string): Promise<void> {
  await deleteAccountOf(db, user, { kind: role, id, missing }, async (tx, account) => {
    if ((await authoredRecordCount(tx, id)) > 0) {
      throw conflict(`${account.name} has written announcements or grades that must keep their author. Deactivate the account instead.`);
    }
    return { email: account.email };
  });
}
