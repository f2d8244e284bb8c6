/**
 * Creating and changing district and school admins: reach checks (an account or school out of reach
 * is 404), a one-time password for a new account (hashed; answered once), 409 on a taken email with
 * its field path (`account-email.ts`; a race past the check is the unique index's 409, §17.7), the
 * audit row in the change's transaction, and sessions ended on deactivation.
 */
import type { AdminAccount, DistrictAdminInput, SchoolAdminInput } from '@/contract/schemas/sup-admin';
import { writeAudit } from '../access/audit';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword, temporaryPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { conflict, emailTaken as emailTakenError, notFound } from '../lib/errors';
import { emailTaken } from '../repos/account-email';
import {
  type AdminRole,
  authoredRecordCount,
  deleteAccount,
  findAdminAccount,
  insertAccount,
  reachableSchoolIds,
  setAccountDisabled,
  setAccountSchools,
  updateAccount,
} from '../repos/admin-accounts';

const accountNotFound = () => notFound('Account not found');
export type AccountInput = { role: 'district-admin'; input: DistrictAdminInput } | { role: 'school-admin'; input: SchoolAdminInput };

/** The organisation the account will belong to, checked against the caller's reach (404 otherwise). */
async function checkOrganisation(db: Db, user: AuthUser, account: AccountInput): Promise<void> {
  if (account.role === 'district-admin') {
    if (!(await mayReach(db, user, 'district', account.input.districtId))) throw notFound('District not found');
    return;
  }
  const wanted = [...new Set(account.input.schoolIds)];
  const reached = await reachableSchoolIds(db, user, wanted);
  if (reached.length !== wanted.length) throw notFound('School not found');
}

export async function getAdminAccount(db: Db, user: AuthUser, role: AdminRole, id: string): Promise<AdminAccount> {
  const account = await findAdminAccount(db, user, role, id);
  if (!account) throw accountNotFound();
  return account;
}

export async function createAdminAccount(db: Db, user: AuthUser, account: AccountInput) {
  await checkOrganisation(db, user, account);
  const email = account.input.email.toLowerCase();
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw emailTakenError();
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

export async function updateAdminAccount(db: Db, user: AuthUser, id: string, account: AccountInput): Promise<AdminAccount> {
  const before = await getAdminAccount(db, user, account.role, id);
  await checkOrganisation(db, user, account);
  const email = account.input.email.toLowerCase();
  await db.transaction(async (tx) => {
    if (await emailTaken(tx, email, id)) throw emailTakenError();
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
  });
  return getAdminAccount(db, user, account.role, id);
}

export async function setAdminAccountActive(db: Db, user: AuthUser, role: AdminRole, id: string, active: boolean): Promise<AdminAccount> {
  await getAdminAccount(db, user, role, id);
  if (id === user.id) throw conflict('You cannot deactivate your own account');
  await db.transaction(async (tx) => {
    await setAccountDisabled(tx, id, !active);
    await writeAudit(tx, { actorId: user.id, action: active ? 'user.reactivate' : 'user.deactivate', entity: 'user', entityId: id });
  });
  return getAdminAccount(db, user, role, id);
}

export async function deleteAdminAccount(db: Db, user: AuthUser, role: AdminRole, id: string): Promise<void> {
  const account = await getAdminAccount(db, user, role, id);
  if (id === user.id) throw conflict('You cannot delete your own account');
  await db.transaction(async (tx) => {
    if ((await authoredRecordCount(tx, id)) > 0) {
      throw conflict(`${account.name} has written announcements or grades that must keep their author. Deactivate the account instead.`);
    }
    await deleteAccount(tx, id);
    await writeAudit(tx, { actorId: user.id, action: `${role}.delete`, entity: 'user', entityId: id, meta: { email: account.email } });
  });
}
