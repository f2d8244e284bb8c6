/**
 * Facts about the seeded demo school that the teacher-API tests need (looked up, never hard-coded:
 * the seed may change its names and sizes). Demo accounts: teacher@ teaches in schools A and B,
 * teacher2@ only in C, teacher3@ is teacher@'s colleague in A, parent@ has children in A.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

const rows = <T>(db: Db, query: ReturnType<typeof sql>) => sqlRows<T>(db, query);

export interface ClassFact {
  id: string;
  courseId: string;
  schoolId: string;
  gradeSectionId: string;
  teacherEmail: string;
}

export function classesOf(db: Db, email: string): Promise<ClassFact[]> {
  return rows<ClassFact>(
    db,
    sql`select ci.id, ci.course_id as "courseId", ci.school_id as "schoolId", ci.grade_section_id as "gradeSectionId", u.email as "teacherEmail"
    from course_instances ci join users u on u.id = ci.teacher_id where u.email = ${email} order by ci.id`,
  );
}

export async function schoolIdsOf(db: Db, email: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select us.school_id as id from user_schools us join users u on u.id = us.user_id where u.email = ${email} order by us.school_id`,
  );
  return found.map((r) => r.id);
}

export async function studentsOf(db: Db, instanceId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select student_id as id from enrollments where course_instance_id = ${instanceId} order by student_id`,
  );
  return found.map((r) => r.id);
}

/** A student in none of this teacher's classes. */
export async function studentOutside(db: Db, email: string): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select st.id from students st where not exists (
      select 1 from enrollments e join course_instances ci on ci.id = e.course_instance_id join users u on u.id = ci.teacher_id
      where e.student_id = st.id and u.email = ${email}) order by st.id limit 1`,
  );
  if (!row) throw new Error(`every student is in a class of ${email}`);
  return row.id;
}

/** A course nobody with this email teaches, with one of its units and content items. */
export async function courseNotTaughtBy(db: Db, email: string): Promise<{ courseId: string; sectionId: string; contentId: string }> {
  const [row] = await rows<{ courseId: string; sectionId: string; contentId: string }>(
    db,
    sql`select co.id as "courseId", s.id as "sectionId", c.id as "contentId"
    from courses co join sections s on s.course_id = co.id join contents c on c.section_id = s.id
    where not exists (select 1 from course_instances ci join users u on u.id = ci.teacher_id where ci.course_id = co.id and u.email = ${email})
    order by co.id, s.position, c.position limit 1`,
  );
  if (!row) throw new Error(`${email} teaches every course`);
  return row;
}

export interface UnitFact {
  id: string;
  position: number;
  contents: Array<{ id: string; position: number }>;
}

/** A course's units and their content items, in order. */
export async function unitsOf(db: Db, courseId: string): Promise<UnitFact[]> {
  const found = await rows<{ sectionId: string; sectionPosition: number; contentId: string | null; position: number | null }>(
    db,
    sql`select s.id as "sectionId", s.position as "sectionPosition", c.id as "contentId", c.position
    from sections s left join contents c on c.section_id = s.id
    where s.course_id = ${courseId} order by s.position, s.id, c.position, c.id`,
  );
  const units: UnitFact[] = [];
  for (const r of found) {
    let unit = units.at(-1);
    if (unit?.id !== r.sectionId) {
      unit = { id: r.sectionId, position: r.sectionPosition, contents: [] };
      units.push(unit);
    }
    if (r.contentId !== null && r.position !== null) unit.contents.push({ id: r.contentId, position: r.position });
  }
  return units;
}

/** A grade section of a school (with its student count). */
export function gradeSectionsOf(db: Db, schoolId: string): Promise<Array<{ id: string; students: number }>> {
  return rows(
    db,
    sql`select gs.id, (select count(*) from students st where st.grade_section_id = gs.id)::int as students
    from grade_sections gs where gs.school_id = ${schoolId} order by gs.name`,
  );
}

export interface AuditFact {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
}

/** Audit rows about one record, oldest first. */
export function auditRowsFor(db: Db, entityId: string): Promise<AuditFact[]> {
  return rows<AuditFact>(
    db,
    sql`select u.email as actor, a.action, a.entity, a.entity_id as "entityId"
    from audit_log a left join users u on u.id = a.actor_id where a.entity_id = ${entityId} order by a.id`,
  );
}

/** Completed items of one student in one class, and the course's item count: for checking completion. */
export async function completionFacts(db: Db, instanceId: string, studentId: string): Promise<{ completed: number; items: number }> {
  const [row] = await rows<{ completed: number; items: number }>(
    db,
    sql`select
      (select count(*) from progress p where p.course_instance_id = ${instanceId} and p.student_id = ${studentId} and p.status = 'completed')::int as completed,
      (select count(*) from contents c join course_instances ci on ci.course_id = c.course_id where ci.id = ${instanceId})::int as items`,
  );
  return row ?? { completed: 0, items: 0 };
}

export const unknownId = '00000000-0000-4000-8000-000000000000';

/** A parent's children, and one teacher (email) of a student. */
export async function childrenOf(db: Db, parentEmail: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select ps.student_id as id from parent_students ps join users u on u.id = ps.parent_id where u.email = ${parentEmail} order by ps.student_id`,
  );
  return found.map((r) => r.id);
}

export async function aTeacherOf(db: Db, studentId: string): Promise<string> {
  const [row] = await rows<{ email: string }>(
    db,
    sql`select u.email from enrollments e join course_instances ci on ci.id = e.course_instance_id join users u on u.id = ci.teacher_id
    where e.student_id = ${studentId} order by u.email limit 1`,
  );
  if (!row) throw new Error(`student ${studentId} is in no class`);
  return row.email;
}

/**
 * The class average on one item, counted straight from progress: the mean score ratio (0–100) of
 * the students enrolled in the class who have a score on it, or null when none has.
 */
export async function classItemAverage(db: Db, instanceId: string, contentId: string): Promise<number | null> {
  const [row] = await rows<{ average: number | null }>(
    db,
    sql`select (100 * avg(p.score / c.max_score))::float8 as average
    from progress p
    join contents c on c.id = p.content_id
    join enrollments e on e.course_instance_id = p.course_instance_id and e.student_id = p.student_id
    where p.course_instance_id = ${instanceId} and p.content_id = ${contentId} and p.score is not null and c.max_score > 0`,
  );
  return row?.average ?? null;
}
