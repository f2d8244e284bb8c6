import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Grade, GradeSection } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { courseInstances, enrollments, gradeSections, grades, students } from '../db/schema';

/** Grade levels (platform-wide) in order. */
export function allGrades(db: Db): Promise<Grade[]> {
  return db
    .select({ _id: grades.id, level: grades.level, name: grades.name, position: grades.position })
    .from(grades)
    .orderBy(asc(grades.position), asc(grades.level));
}

/**
 * A school's grade sections with their size and how many of their students the teacher may open
 * (enrolled in one of the teacher's classes in that school), by grade then name.
 */
export async function schoolGradeSections(db: Db, teacherId: string, schoolId: string): Promise<GradeSection[]> {
  // Computed fields are named <cte>_<field>: see teacher-figures.ts on drizzle and aliases.
  const sizes = db.$with('sizes').as(
    db
      .select({ sectionId: sql<string>`${students.gradeSectionId}`.as('size_section_id'), n: sql<number>`count(*)::int`.as('size_n') })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), isNotNull(students.gradeSectionId)))
      .groupBy(students.gradeSectionId),
  );
  const mine = db.$with('mine').as(
    db
      .select({
        sectionId: sql<string>`${students.gradeSectionId}`.as('mine_section_id'),
        n: sql<number>`count(distinct ${students.id})::int`.as('mine_n'),
      })
      .from(enrollments)
      .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
      .innerJoin(students, eq(students.id, enrollments.studentId))
      .where(and(eq(courseInstances.teacherId, teacherId), eq(courseInstances.schoolId, schoolId), isNotNull(students.gradeSectionId)))
      .groupBy(students.gradeSectionId),
  );
  const rows = await db
    .with(sizes, mine)
    .select({
      id: gradeSections.id,
      name: gradeSections.name,
      gradeId: grades.id,
      gradeLevel: grades.level,
      gradeName: grades.name,
      students: sql<number>`coalesce(${sizes.n}, 0)`,
      mine: sql<number>`coalesce(${mine.n}, 0)`,
    })
    .from(gradeSections)
    .innerJoin(grades, eq(grades.id, gradeSections.gradeId))
    .leftJoin(sizes, eq(sizes.sectionId, gradeSections.id))
    .leftJoin(mine, eq(mine.sectionId, gradeSections.id))
    .where(eq(gradeSections.schoolId, schoolId))
    .orderBy(asc(grades.position), asc(gradeSections.name), asc(gradeSections.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    grade: { _id: r.gradeId, level: r.gradeLevel, name: r.gradeName },
    studentCount: r.students,
    myStudentCount: r.mine,
  }));
}
