/**
 * What the account consoles share about accounts (docs/ARCHITECTURE.md §4): a page of a list,
 * finding the account the admin reaches (locked for a change), whether the admin reaches all of it,
 * and the refusal when they do not.
 */
import { and, asc, type Column, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SortDir } from '@/contract/schemas/admin-people';
import { type AccountKind, type ObjectKind, outsideReachCount, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { conflict } from '../lib/refusal';

export type { AccountKind };

/** The account of this kind the admin reaches, locked for the change; null when unknown or out of reach. */
export async function lockAccount(
  tx: Tx,
  user: AuthUser,
  kind: AccountKind | Extract<ObjectKind, 'district-admin' | 'school-admin'>,
  accountId: string,
) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, accountId), eq(users.role, kind), reaches(user, kind, accountId)))
    .for('update');
  return row ?? null;
}

export async function countOutsideReach(db: Db | Tx, user: AuthUser, kind: AccountKind, accountId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(db, sql`select ${outsideReachCount(user, kind, accountId)} as n`);
  return Number(row?.n ?? 0);
}

export const outsideReachConflict = (kind: AccountKind) =>
  conflict(
    kind === 'teacher'
      ? 'This teacher also works at a school outside your reach: an admin of all their schools must make this change.'
      : 'This parent also has a child outside your reach: an admin of all their children must make this change.',
  );

/** `order by` for a sort key: the column in the direction, then the id, so pages never overlap. */
export function orderOf(column: Column | SQL, dir: SortDir, tieBreak: Column) {
  return [dir === 'desc' ? desc(column) : asc(column), asc(tieBreak)];
}

/** Status filter of an account list. */
export function accountStatusFilter(status: 'active' | 'deactivated' | 'all'): SQL | undefined {
  if (status === 'active') return eq(users.disabled, false);
  if (status === 'deactivated') return eq(users.disabled, true);
  return undefined;
}

/** An `ilike` pattern for a search text: spaces collapsed, wildcards escaped; undefined for none. */
export function searchPattern(q: string | undefined): string | undefined {
  const text = q?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What every account list's row starts with. */
const listedColumns = { id: users.id, name: users.name, email: users.email, disabled: users.disabled, createdAt: users.createdAt };
type ListedAccount = { id: string; name: string; email: string; disabled: boolean; createdAt: Date };

/**
 * One page of the accounts `where` selects (the caller's filter holds the reach SQL), sorted by
 * `sortColumn` then id, each row with the listed columns and the caller's `extra` ones; and the
 * total over all pages.
 */
export async function accountPage<Extra extends Record<string, SQL>>(
  db: Db,
  where: SQL | undefined,
  request: { page: number; pageSize: number; dir: SortDir },
  sortColumn: Column | SQL,
  extra: Extra = {} as Extra,
): Promise<{ rows: Array<ListedAccount & { [K in keyof Extra]: Extra[K] extends SQL<infer T> ? T : never }>; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listedColumns, ...extra })
      .from(users)
      .where(where)
      .orderBy(...orderOf(sortColumn, request.dir, users.id))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows as never, total: total?.n ?? 0 };
}

/** A listed account as the wire row's first fields. */
export const listedAccountOf = (row: ListedAccount) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The account of this kind as its detail page's first fields; null when unknown or out of reach.
 * `known` skips the reach check: after a change that took the account's last school or child out of
 * the admin's reach, the admin still sees the account they changed.
 */
export async function accountDetailOf(db: Db | Tx, user: AuthUser, kind: AccountKind, accountId: string, known: boolean) {
  const [row] = await db
    .select(listedColumns)
    .from(users)
    .where(and(eq(users.id, accountId), eq(users.role, kind), known ? undefined : reaches(user, kind, accountId)));
  return row ? listedAccountOf(row) : null;
}

/**
 * The outer row's id inside a correlated subquery, qualified by table: drizzle writes a column of a
 * one-table select without its table (`"id"`), which inside `from course_instances ci` would mean `ci.id`.
 */
export const outerUserId = sql.raw('"users"."id"');
