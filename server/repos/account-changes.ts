/**
 * The one code path for changing a teacher's or a parent's account from the admin consoles
 * (docs/ARCHITECTURE.md §13): lock the account the admin reaches, require reach over all of it for
 * an account-wide change, run the change with its audit entry, and answer the account as it now
 * is. The kinds differ only in what they check before a deletion and in how they answer an
 * account (`detail`).
 */
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { emailConflict, emailTaken } from './account-email';
import { deleteAccount, setAccountDisabled, updateAccount } from './admin-accounts';
import {
  type AccountKind,
  countOutsideReach,
  isRefusal,
  lockAccount,
  notFoundRefusal,
  outsideReachConflict,
  type Refusal,
} from './people-accounts';

export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/**
 * How a kind answers one account. `known` skips the reach check: after, say, removing a teacher from
 * their last school in reach, the admin still sees the account they changed.
 */
export type AccountDetail<D> = (tx: Tx, user: AuthUser, accountId: string, known: boolean) => Promise<D | null>;

/** What a change does inside the transaction; a refusal rolls it back. */
type Change = (tx: Tx, account: LockedAccount) => Promise<Refusal | undefined>;

/** The account locked for a change; with `wholeAccount`, refused unless the admin reaches every school or child of it. */
async function lockForChange(tx: Tx, user: AuthUser, kind: AccountKind, accountId: string, wholeAccount: boolean) {
  const account = await lockAccount(tx, user, kind, accountId);
  if (!account) return notFoundRefusal;
  if (wholeAccount && (await countOutsideReach(tx, user, kind, accountId)) > 0) return outsideReachConflict(kind);
  return account;
}

/** Runs a change of the account in one transaction and answers the account after it. */
export function changeAccount<D>(
  db: Db,
  user: AuthUser,
  target: { kind: AccountKind; id: string; detail: AccountDetail<D> },
  change: Change,
  options: { wholeAccount: boolean },
): Promise<D | Refusal> {
  return db.transaction(async (tx) => {
    const account = await lockForChange(tx, user, target.kind, target.id, options.wholeAccount);
    if (isRefusal(account)) return account;
    const refused = await change(tx, account);
    if (refused) return refused;
    return (await target.detail(tx, user, target.id, true)) ?? notFoundRefusal;
  });
}

/** Renames the account or changes its email (audited `<kind>.update`, saying which of the two changed). */
export function updatePerson<D>(
  db: Db,
  user: AuthUser,
  target: { kind: AccountKind; id: string; detail: AccountDetail<D> },
  input: { name: string; email: string },
) {
  return changeAccount(
    db,
    user,
    target,
    async (tx, account) => {
      if (await emailTaken(tx, input.email, target.id)) return emailConflict;
      await updateAccount(tx, target.id, input);
      await writeAudit(tx, {
        actorId: user.id,
        action: `${target.kind}.update`,
        entity: 'user',
        entityId: target.id,
        meta: { emailChanged: account.email !== input.email, nameChanged: account.name !== input.name },
      });
      return undefined;
    },
    { wholeAccount: true },
  );
}

/** Deactivates (ending every session) or reactivates the account (audited `<kind>.deactivate` / `.reactivate`). */
export function setPersonActive<D>(
  db: Db,
  user: AuthUser,
  target: { kind: AccountKind; id: string; detail: AccountDetail<D> },
  active: boolean,
) {
  return changeAccount(
    db,
    user,
    target,
    async (tx) => {
      await setAccountDisabled(tx, target.id, !active);
      await writeAudit(tx, {
        actorId: user.id,
        action: `${target.kind}.${active ? 'reactivate' : 'deactivate'}`,
        entity: 'user',
        entityId: target.id,
      });
      return undefined;
    },
    { wholeAccount: true },
  );
}

/**
 * Deletes the account the admin wholly reaches, ending its sessions (audited `<kind>.delete`).
 * `prepare` says why it may not go (a refusal) or what the audit entry keeps of it.
 */
export function deletePerson(
  db: Db,
  user: AuthUser,
  target: { kind: AccountKind; id: string },
  prepare: (tx: Tx, account: LockedAccount) => Promise<Refusal | Record<string, unknown>>,
): Promise<{ ok: true } | Refusal> {
  return db.transaction(async (tx) => {
    const account = await lockForChange(tx, user, target.kind, target.id, true);
    if (isRefusal(account)) return account;
    const meta = await prepare(tx, account);
    if (isRefusal(meta)) return meta;
    await writeAudit(tx, { actorId: user.id, action: `${target.kind}.delete`, entity: 'user', entityId: target.id, meta });
    await deleteAccount(tx, target.id);
    return { ok: true as const };
  });
}
