/** Counts behind the organisation lists, computed the obvious way for their tests. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { students, userSchools, users } from '../db/schema';

export function studentCountOf(db: Db, schoolId: string): Promise<number> {
  return db.$count(students, eq(students.schoolId, schoolId));
}

/** The teachers with this school among their `user_schools`. */
export function teachersOf(db: Db, schoolId: string) {
  return db
    .select()
    .from(userSchools)
    .innerJoin(users, eq(users.id, userSchools.userId))
    .where(and(eq(userSchools.schoolId, schoolId), eq(users.role, 'teacher')));
}
