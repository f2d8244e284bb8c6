import { asc, eq, inArray } from 'drizzle-orm';
import type { Role } from '@/contract/http';
import type { CurrentUser, SchoolRef } from '@/contract/schemas/user';
import type { Db } from '../db/client';
import { parentStudents, schools, students, userSchools, users } from '../db/schema';

/** The signed-in user as the route guard loaded it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  districtId: string | null;
}

export async function findActiveUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      districtId: users.districtId,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, userId));
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
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      districtId: users.districtId,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

const schoolColumns = { _id: schools.id, name: schools.name, _district: schools.districtId };

/**
 * The schools a user belongs to: a teacher's or school admin's own schools, a district admin's
 * district's schools, a parent's children's schools, every school for the super admin.
 */
export async function schoolsOf(db: Db, user: AuthUser): Promise<SchoolRef[]> {
  switch (user.role) {
    case 'super-admin':
      return db.select(schoolColumns).from(schools).orderBy(asc(schools.name));
    case 'district-admin':
      if (!user.districtId) return [];
      return db.select(schoolColumns).from(schools).where(eq(schools.districtId, user.districtId)).orderBy(asc(schools.name));
    case 'parent': {
      const children = db
        .select({ id: students.schoolId })
        .from(parentStudents)
        .innerJoin(students, eq(students.id, parentStudents.studentId))
        .where(eq(parentStudents.parentId, user.id));
      return db.select(schoolColumns).from(schools).where(inArray(schools.id, children)).orderBy(asc(schools.name));
    }
    default:
      return db
        .select(schoolColumns)
        .from(userSchools)
        .innerJoin(schools, eq(schools.id, userSchools.schoolId))
        .where(eq(userSchools.userId, user.id))
        .orderBy(asc(schools.name));
  }
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
