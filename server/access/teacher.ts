import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { writeAuditIf } from './audit';

/** The teacher may open a student: the student is enrolled in one of the teacher's classes. */
const reachesStudent = (teacherId: string, studentId: string) => sql`exists (
  select 1 from enrollments e join course_instances ci on ci.id = e.course_instance_id
  where e.student_id = ${studentId} and ci.teacher_id = ${teacherId})`;

/**
 * The gate of every student-record read: writes the audit row and answers true when the teacher
 * may read the student; answers false (no row written) for an unknown student or someone else's.
 */
export function openStudentRecord(db: Db, teacherId: string, studentId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, { actorId: teacherId, action, entity: 'student', entityId: studentId }, reachesStudent(teacherId, studentId));
}

/** The gate of a class roster read (audited): the class is the teacher's. */
export function openRoster(db: Db, teacherId: string, instanceId: string): Promise<boolean> {
  return writeAuditIf(
    db,
    { actorId: teacherId, action: 'course_instance.roster.read', entity: 'course_instance', entityId: instanceId },
    sql`exists (select 1 from course_instances ci where ci.id = ${instanceId} and ci.teacher_id = ${teacherId})`,
  );
}

/** The gate of a grade-section browse (audited): the section belongs to the selected school. */
export function openGradeSection(db: Db, teacherId: string, schoolId: string, sectionId: string): Promise<boolean> {
  return writeAuditIf(
    db,
    { actorId: teacherId, action: 'grade_section.students.read', entity: 'grade_section', entityId: sectionId, meta: { schoolId } },
    sql`exists (select 1 from grade_sections gs where gs.id = ${sectionId} and gs.school_id = ${schoolId})`,
  );
}
