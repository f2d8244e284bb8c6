import { asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@/contract/http';
import type { CurrentUser, SchoolRef } from '@/contract/schemas/user';
import { inReach } from '../access/reach';
import type { Db, Tx } from '../db/client';
import { refreshTokens, schools, users } from '../db/schema';

/** The signed-in user as the route guard loaded it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  districtId: string | null;
}

/**
 * Whether the account of the `users` row in the query may not be used: disabled itself, or its
 * organisation is deactivated (docs: "Deactivation"). A district admin whose district is deactivated,
 * and a teacher or school admin none of whose schools is active (the school or its district
 * deactivated) are refused at sign-in, at refresh and on every request (the route guard reads this).
 * Parents are not: they keep their children's records (their rights do not depend on the school's
 * account), and a super admin has no organisation. Written with the table's own name (not `${users.id}`,
 * which drizzle leaves unqualified in a one-table select and the subqueries would capture).
 */
export const accountInactive = sql<boolean>`(users.disabled
  or exists (select 1 from districts d where d.id = users.district_id and d.deactivated_at is not null)
  or (users.role in ('teacher', 'school-admin')
      and exists (select 1 from user_schools us where us.user_id = users.id)
      and not exists (select 1 from user_schools us join schools s on s.id = us.school_id join districts d on d.id = s.district_id
                      where us.user_id = users.id and s.deactivated_at is null and d.deactivated_at is null)))`;

/**
 * Ends the sessions (revokes the refresh tokens) of every account that `accountInactive` now
 * refuses: called in the transaction that deactivates an account, a school or a district, so a
 * reactivation later does not bring the old sessions back.
 */
export async function endSessionsOfInactiveAccounts(tx: Tx): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(sql`${refreshTokens.revokedAt} is null and ${refreshTokens.userId} in (select users.id from users where ${accountInactive})`);
}

/** The columns of an account that the guard and the sign-in read. */
const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  districtId: users.districtId,
  disabled: accountInactive,
};

export async function findActiveUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  if (!row || row.disabled) return null;
  const { disabled: _, ...user } = row;
  return user;
}

/** A sign-in candidate: the account by its (lower-cased) email, with what the password check needs. */
export interface LoginAccount extends AuthUser {
  passwordHash: string;
  disabled: boolean;
}

export async function findLoginAccount(db: Db, email: string): Promise<LoginAccount | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

const schoolColumns = { _id: schools.id, name: schools.name, _district: schools.districtId };

/**
 * The schools a user belongs to: the schools they reach (server/access/reach.ts), so the list, the
 * `schoolid` header check and every other school check agree: a teacher's or school admin's own
 * schools, a district admin's district's schools, a parent's children's schools, every school for
 * the super admin.
 */
export async function schoolsOf(db: Db, user: AuthUser): Promise<SchoolRef[]> {
  return db
    .select(schoolColumns)
    .from(schools)
    .where(inReach(user, 'school', schools.id))
    .orderBy(asc(schools.name));
}

export async function toCurrentUser(db: Db, user: AuthUser): Promise<CurrentUser> {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    schools: await schoolsOf(db, user),
    _district: user.districtId,
  };
}
