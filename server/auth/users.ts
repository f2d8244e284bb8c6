import { asc, eq } from 'drizzle-orm';
import type { Role } from '@/contract/http';
import type { CurrentUser, SchoolRef } from '@/contract/schemas/user';
import { inReach } from '../access/reach';
import type { Db } from '../db/client';
import { schools, users } from '../db/schema';

/** The signed-in user as the route guard loaded it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  districtId: string | null;
}

/** The columns of an account that the guard and the sign-in read. */
const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  districtId: users.districtId,
  disabled: users.disabled,
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
