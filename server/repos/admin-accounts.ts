/**
 * District and school admin accounts of the organisation consoles: paged, searched, sorted lists in
 * SQL within the caller's reach (server/access/reach.ts, kinds `district-admin` and `school-admin`),
 * one by id, and the writes. Passwords arrive hashed; the caller checks reach first.
 */
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { AccountSortKey, AdminAccount } from '@/contract/schemas/sup-admin';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { endSessions } from '../auth/session-end';
import type { Db, Tx } from '../db/client';
import { districts, userSchools, users } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type ListRequest, ordered, searchText } from './organisation';
import { authoredRecordsOf } from './organisation-deletion';

export type AdminRole = AdminAccount['role'];

const accountSchools = sql<
  { _id: string; name: string }[]
>`coalesce((select json_agg(json_build_object('_id', s.id, 'name', s.name) order by s.name)
  from user_schools us join schools s on s.id = us.school_id where us.user_id = ${users.id}), '[]'::json)`;

const accountColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  disabled: users.disabled,
  createdAt: users.createdAt,
  districtId: districts.id,
  districtName: districts.name,
  schools: accountSchools,
};

type AccountRow = {
  _id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  createdAt: Date;
  districtId: string | null;
  districtName: string | null;
  schools: { _id: string; name: string }[] | string;
};

function toWire({ districtId, districtName, createdAt, schools, role, ...row }: AccountRow): AdminAccount {
  return {
    ...row,
    role: role as AdminRole,
    createdAt: createdAt.toISOString(),
    _district: districtId && districtName ? { _id: districtId, name: districtName } : null,
    // One driver may hand json back as text.
    schools: typeof schools === 'string' ? JSON.parse(schools) : schools,
  };
}

const accountSort: Record<AccountSortKey, SQL> = {
  name: sql`lower(${users.name})`,
  email: sql`${users.email}`,
  createdAt: sql`${users.createdAt}`,
};

export interface AccountListRequest extends ListRequest<AccountSortKey> {
  districtId?: string | undefined;
  schoolId?: string | undefined;
}

function accountsQuery(db: Db | Tx, where: SQL | undefined) {
  return db.select(accountColumns).from(users).leftJoin(districts, eq(districts.id, users.districtId)).where(where);
}

/** A page of the admins of this role the user reaches; `status` filters on `users.disabled`. */
export async function listAdminAccounts(
  db: Db,
  user: AuthUser,
  role: AdminRole,
  request: AccountListRequest,
): Promise<Paged<AdminAccount>> {
  const pattern = searchText(request.q);
  const where = and(
    eq(users.role, role),
    inReach(user, role, users.id),
    request.status === 'all' ? undefined : eq(users.disabled, request.status === 'deactivated'),
    request.districtId ? eq(users.districtId, request.districtId) : undefined,
    request.schoolId
      ? sql`exists (select 1 from user_schools us where us.user_id = ${users.id} and us.school_id = ${request.schoolId})`
      : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    accountsQuery(db, where)
      .orderBy(...ordered(accountSort[request.sort], request.dir, users.id))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(users).leftJoin(districts, eq(districts.id, users.districtId)).where(where),
  ]);
  return { items: rows.map(toWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One admin of this role the user reaches; null when unknown, of another role or out of reach (404 alike). */
export async function findAdminAccount(db: Db | Tx, user: AuthUser, role: AdminRole, id: string): Promise<AdminAccount | null> {
  const [row] = await accountsQuery(db, and(eq(users.id, id), eq(users.role, role), inReach(user, role, users.id)));
  return row ? toWire(row) : null;
}

export async function insertAccount(
  tx: Tx,
  values: { name: string; email: string; role: AdminRole; districtId: string | null; passwordHash: string },
): Promise<string> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateAccount(tx: Tx, id: string, values: { name: string; email: string; districtId?: string }): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** Replaces the account's schools with these. */
export async function setAccountSchools(tx: Tx, id: string, schoolIds: string[]): Promise<void> {
  await tx.delete(userSchools).where(eq(userSchools.userId, id));
  if (schoolIds.length > 0) await tx.insert(userSchools).values(schoolIds.map((schoolId) => ({ userId: id, schoolId })));
}

/** Disables or enables the account; disabling ends every session (`endSessions`: tokens revoked, streams closed). */
export async function setAccountDisabled(tx: Tx, id: string, disabled: boolean): Promise<void> {
  await tx.update(users).set({ disabled }).where(eq(users.id, id));
  if (disabled) await endSessions(tx, { userId: id });
}

/** How many records name the account as their author and would block its deletion. */
export async function authoredRecordCount(db: Db | Tx, id: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(db, sql`select ${authoredRecordsOf(sql`select ${id}::uuid`)} as n`);
  return row?.n ?? 0;
}

export async function deleteAccount(tx: Tx, id: string): Promise<void> {
  await endSessions(tx, { userId: id });
  await tx.delete(users).where(eq(users.id, id));
}

/** The ids among these that are schools the user reaches (a school admin's schools must all be). */
export async function reachableSchoolIds(db: Db | Tx, user: AuthUser, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select s.id from schools s where s.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${inReach(user, 'school', sql`s.id`) ?? sql`true`}`,
  );
  return rows.map((r) => r.id);
}
