/** Demo accounts by email, and extra accounts for scope cases the demo data does not have. */
import { eq } from 'drizzle-orm';
import type { Role } from '@/contract/http';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { userSchools, users } from '../db/schema';
import { demoPassword } from './harness';

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email} in the demo seed`);
  return row.id;
}

/** An extra account with the demo password (so `TestServer.as` can sign in as it). */
export async function addUser(db: Db, email: string, role: Role, districtId: string | null = null, name = email.split('@')[0]!) {
  const [row] = await db
    .insert(users)
    .values({ email, name, role, districtId, passwordHash: await hashPassword(demoPassword) })
    .returning();
  return row!;
}

export async function addToSchool(db: Db, userId: string, schoolId: string): Promise<void> {
  await db.insert(userSchools).values({ userId, schoolId });
}
