/**
 * Who may touch which gradebook, by relationship (the route guard has already checked the role):
 * - a course's template: a teacher who teaches an instance of it, a school admin whose school
 *   offers it (has an instance of it), a district admin whose district does, the super admin;
 * - DEFAULT: everyone staff may read it, only the super admin may save it;
 * - a class's scores: its own teacher, admins whose school or district holds the class, the super admin.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/client';
import { courseInstances, schools, userSchools } from '../db/schema';

/**
 * A condition on `course_instances` that holds for the instances in this user's scope, or null
 * when the scope is everything (super admin). A user with no scope gets a condition that never holds.
 */
export function instanceScope(db: Db, user: AuthUser): SQL | null {
  switch (user.role) {
    case 'super-admin':
      return null;
    case 'teacher':
      return eq(courseInstances.teacherId, user.id);
    case 'school-admin':
      return inArray(
        courseInstances.schoolId,
        db.select({ id: userSchools.schoolId }).from(userSchools).where(eq(userSchools.userId, user.id)),
      );
    case 'district-admin':
      return inArray(
        courseInstances.schoolId,
        db
          .select({ id: schools.id })
          .from(schools)
          .where(eq(schools.districtId, user.districtId ?? '00000000-0000-0000-0000-000000000000')),
      );
    default:
      // Parents (and anything unforeseen) have no gradebook scope.
      return eq(courseInstances.id, '00000000-0000-0000-0000-000000000000');
  }
}

/** Ids of the courses whose template this user may edit; null = every course (super admin). */
export async function editableCourseIds(db: Db, user: AuthUser): Promise<string[] | null> {
  const scope = instanceScope(db, user);
  if (!scope) return null;
  const rows = await db.selectDistinct({ courseId: courseInstances.courseId }).from(courseInstances).where(scope);
  return rows.map((r) => r.courseId);
}

/** Whether this user may edit the template of this course. */
export async function mayEditCourse(db: Db, user: AuthUser, courseId: string): Promise<boolean> {
  const scope = instanceScope(db, user);
  if (!scope) return true;
  const [row] = await db
    .select({ id: courseInstances.id })
    .from(courseInstances)
    .where(and(eq(courseInstances.courseId, courseId), scope))
    .limit(1);
  return row !== undefined;
}

/** Whether this user may read and write the scores of this class (course instance). */
export async function mayGradeInstance(db: Db, user: AuthUser, instanceId: string): Promise<boolean> {
  const scope = instanceScope(db, user);
  if (!scope) return true;
  const [row] = await db
    .select({ id: courseInstances.id })
    .from(courseInstances)
    .where(and(eq(courseInstances.id, instanceId), scope))
    .limit(1);
  return row !== undefined;
}
