/**
 * A course's sections (units) as its teacher sees them. The seed's links name a course; a class
 * (course instance) id answers that class. A course or class the teacher does not teach answers
 * 404, like an unknown one.
 */
import type { Db } from '../db/client';
import { found } from '../lib/refusal';
import { myClass, myClassOfCourse, toCourseInstance } from '../repos/teacher-classes';
import { classUnits } from '../repos/teacher-curriculum';

export async function courseSections(db: Db, teacherId: string, courseOrClassId: string) {
  const cls = found(
    (await myClass(db, teacherId, courseOrClassId)) ?? (await myClassOfCourse(db, teacherId, courseOrClassId)),
    'Course not found',
  );
  return { courseInstance: toCourseInstance(cls), sections: await classUnits(db, cls) };
}
