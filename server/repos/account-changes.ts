/**
 * The one code path for changing an account from the admin consoles, for every kind — teacher,
 * parent, district admin, school admin (docs/ARCHITECTURE.md §13): lock the account the admin
 * reaches, require reach over all of it for an account-wide change, run the change with its audit
 * entry, and answer the account as it now is. The kinds differ only in what they check before a
 * deletion and in how they answer an account (`detail`). Refusals are thrown (`Refused`), so
 * the transaction rolls back with them.
 */
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { conflict, emailTakenRefusal, found, notFound } from '../lib/refusal';
import { emailTaken } from './account-email';
import { type AdminRole, deleteAccount, setAccountDisabled, updateAccount } from './admin-accounts';
import { type AccountKind, countOutsideReach, lockAccount, outsideReachConflict } from './people-accounts';

/** Every kind of account the consoles change. */
export type ChangedAccountKind = AccountKind | AdminRole;

export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/**
 * How a kind answers one account. `known` skips the reach check: after, say, removing a teacher from
 * their last school in reach, the admin still sees the account they changed.
 */
export type AccountDetail<D> = (tx: Tx, user: AuthUser, accountId: string, known: boolean) => Promise<D | null>;

/** The account a change is about; `missing` is the not-found message (unknown and out of reach alike). */
export interface AccountRef {
  kind: ChangedAccountKind;
  id: string;
  missing: string;
}

/** The account a change is about, and how to answer it after the change. */
export interface AccountTarget<D> extends AccountRef {
  detail: AccountDetail<D>;
}

/** The targets of one kind of account: `targetsOf('teacher', teacherDetail, 'Teacher not found')(id)`, with another not-found message where a change needs one. */
export const targetsOf =
  <D>(kind: ChangedAccountKind, detail: AccountDetail<D>, missing: string) =>
  (id: string, missingHere = missing): AccountTarget<D> => ({ kind, id, detail, missing: missingHere });

/** What a change does inside the transaction; a refusal it throws rolls it back. */
type Change = (tx: Tx, account: LockedAccount) => Promise<void>;

/**
 * The account locked for a change; with `wholeAccount`, refused unless the admin reaches every school
 * or child of it. (An admin account has nothing outside: reaching it already means reaching all of it.)
 */
async function lockForChange(tx: Tx, user: AuthUser, target: AccountRef, wholeAccount: boolean) {
  const account = await lockAccount(tx, user, target.kind, target.id);
  if (!account) throw notFound(target.missing);
  const { kind } = target;
  if (wholeAccount && (kind === 'teacher' || kind === 'parent') && (await countOutsideReach(tx, user, kind, target.id)) > 0) {
    throw outsideReachConflict(kind);
  }
  return account;
}

/** Runs a change of the account in one transaction and answers the account after it. */
export function changeAccount<D>(
  db: Db,
  user: AuthUser,
  target: AccountTarget<D>,
  change: Change,
  options: { wholeAccount: boolean },
): Promise<D> {
  return db.transaction(async (tx) => {
    const account = await lockForChange(tx, user, target, options.wholeAccount);
    await change(tx, account);
    return found(await target.detail(tx, user, target.id, true), target.missing);
  });
}

/** Renames the account or changes its email (audited `<kind>.update`, saying which of the two changed). */
export function updatePerson<D>(db: Db, user: AuthUser, target: AccountTarget<D>, input: { name: string; email: string }) {
  return changeAccount(
    db,
    user,
    target,
    async (tx, account) => {
      if (await emailTaken(tx, input.email, target.id)) throw emailTakenRefusal();
      await updateAccount(tx, target.id, input);
      await writeAudit(tx, {
        actorId: user.id,
        action: `${target.kind}.update`,
        entity: 'user',
        entityId: target.id,
        meta: { emailChanged: account.email !== input.email, nameChanged: account.name !== input.name },
      });
    },
    { wholeAccount: true },
  );
}

/**
 * Deactivates (ending every session) or reactivates the account (audited `<kind>.deactivate` /
 * `.reactivate`). Nobody deactivates their own account.
 */
export function setAccountActive<D>(db: Db, user: AuthUser, target: AccountTarget<D>, active: boolean) {
  return changeAccount(
    db,
    user,
    target,
    async (tx) => {
      if (target.id === user.id) throw conflict('You cannot deactivate your own account');
      await setAccountDisabled(tx, target.id, !active);
      await writeAudit(tx, {
        actorId: user.id,
        action: `${target.kind}.${active ? 'reactivate' : 'deactivate'}`,
        entity: 'user',
        entityId: target.id,
      });
    },
    { wholeAccount: true },
  );
}

/**
 * Deletes the account the admin wholly reaches, ending its sessions (audited `<kind>.delete`).
 * `prepare` refuses (throws) when it may not go, or answers what the audit entry keeps of it.
 * Nobody deletes their own account.
 */
export function deleteAccountOf(
  db: Db,
  user: AuthUser,
  target: AccountRef,
  prepare: (tx: Tx, account: LockedAccount) => Promise<Record<string, unknown>>,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const account = await lockForChange(tx, user, target, true);
    if (target.id === user.id) throw conflict('You cannot delete your own account');
    const meta = await prepare(tx, account);
    await writeAudit(tx, { actorId: user.id, action: `${target.kind}.delete`, entity: 'user', entityId: target.id, meta });
    await deleteAccount(tx, target.id);
    return { ok: true as const };
  });
}
