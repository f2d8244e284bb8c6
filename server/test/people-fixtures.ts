/** Fresh people for the people-console suites: a teacher, students and a parent in one school, made directly in the database. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { parentStudents, students, userSchools, users } from '../db/schema';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

/** A teacher account in the school (never signed in as: its password hash is a placeholder). */
export async function freshTeacher(db: Db, schoolId: string, name = 'Fresh Teacher') {
  const tag = unique();
  const [row] = await db
    .insert(users)
    .values({ email: `teacher-${tag}@people.test`, name: `${name} ${tag}`, role: 'teacher', passwordHash: 'not-a-hash' })
    .returning();
  await db.insert(userSchools).values({ userId: row!.id, schoolId });
  return row!;
}

export async function freshStudent(db: Db, schoolId: string, gradeSectionId: string | null = null) {
  const tag = unique();
  const [row] = await db
    .insert(students)
    .values({ schoolId, gradeSectionId, firstName: 'Fresh', lastName: `Student${tag}`, studentNumber: `P-${tag}` })
    .returning();
  return row!;
}

/** A parent account linked to the students. */
export async function freshParent(db: Db, studentIds: string[]) {
  const tag = unique();
  const [row] = await db
    .insert(users)
    .values({ email: `parent-${tag}@people.test`, name: `Fresh Parent ${tag}`, role: 'parent', passwordHash: 'not-a-hash' })
    .returning();
  if (studentIds.length) await db.insert(parentStudents).values(studentIds.map((studentId) => ({ parentId: row!.id, studentId })));
  return row!;
}

export const uniqueEmail = (what: string) => `${what}-${unique()}@people.test`;
export const uniqueNumber = () => `N-${unique()}`;
