/** Rows behind a parent's view of a child, for recomputing its figures in the tests. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contents, courseInstances, parentStudents, progress, students, users } from '../db/schema';

/** One child's class as stored: the class, its course's items, the child's progress rows, the teacher. */
export async function childCourseRows(db: Db, studentId: string, instanceId: string) {
  const [instance] = await db.select().from(courseInstances).where(eq(courseInstances.id, instanceId));
  const items = await db.select().from(contents).where(eq(contents.courseId, instance!.courseId));
  const rows = await db
    .select()
    .from(progress)
    .where(and(eq(progress.studentId, studentId), eq(progress.courseInstanceId, instanceId)));
  const [teacher] = await db.select().from(users).where(eq(users.id, instance!.teacherId));
  return { instance: instance!, items, rows, teacher };
}

export async function aStudentOf(db: Db, schoolId: string) {
  const [child] = await db.select().from(students).where(eq(students.schoolId, schoolId)).limit(1);
  return child;
}

export async function addChild(db: Db, parentId: string, studentId: string): Promise<void> {
  await db.insert(parentStudents).values({ parentId, studentId });
}
