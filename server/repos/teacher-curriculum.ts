import { type SQL, sql } from 'drizzle-orm';
import type { ContentDetail, ContentKind, Unit, UnitContents } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import type { ClassRow } from './teacher-classes';
import { classProgressRows, completedAndScore, percentOf, queryRow, queryRows, ratioPercent } from './teacher-sql';

/** The teacher teaches the course `courseColumn` in at least one class (any of their schools). */
const teachesCourse = (teacherId: string, courseColumn: SQL) =>
  sql`exists (select 1 from course_instances ci where ci.course_id = ${courseColumn} and ci.teacher_id = ${teacherId})`;

/** Per-group progress of one class (enrolled students only), grouped by an expression over `p`/`c`. */
const classProgressBy = (instanceId: string | null, groupColumn: SQL, extraWhere: SQL = sql`true`) => sql`
  select ${groupColumn} as key, ${completedAndScore}
  from (${classProgressRows(sql`${instanceId}::uuid`)}) p
  join contents c on c.id = p.content_id
  where ${extraWhere}
  group by ${groupColumn}`;

interface UnitRow {
  id: string;
  name: string;
  description: string;
  position: number;
  level: number;
  items: number;
  completed: number;
  score: number | null;
}

/** A class's course units in order, with the class's completion and average score per unit. */
export async function classUnits(db: Db, cls: ClassRow): Promise<Unit[]> {
  const rows = await queryRows<UnitRow>(
    db,
    sql`
    with pr as (${classProgressBy(cls.id, sql`c.section_id`)})
    select s.id, s.name, s.description, s.position, s.level,
      (select count(*) from contents c where c.section_id = s.id)::int as items,
      coalesce(pr.completed, 0) as completed, pr.score
    from sections s
    left join pr on pr.key = s.id
    where s.course_id = ${cls.courseId}
    order by s.position, s.id`,
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    position: r.position,
    level: r.level,
    contentCount: r.items,
    completion: percentOf(r.completed, cls.students * r.items),
    averageScore: ratioPercent(r.score),
  }));
}

interface SectionHeadRow {
  id: string;
  name: string;
  description: string;
  position: number;
  level: number;
  courseId: string;
  courseName: string;
  instanceId: string | null;
  students: number | null;
}

interface ContentRow {
  id: string;
  title: string;
  kind: ContentKind;
  position: number;
  maxScore: number | null;
  minutes: number;
  completed: number | null;
  score: number | null;
}

/**
 * A unit of a course the teacher teaches and its items in order. With `instanceId` (one of the
 * teacher's classes of that course) each item carries the class's completion and average score.
 * Undefined when the unit is unknown, not the teacher's, or the class does not match.
 */
export async function unitContents(
  db: Db,
  teacherId: string,
  sectionId: string,
  instanceId: string | undefined,
): Promise<UnitContents | undefined> {
  const instance = instanceId ?? null;
  const head = await queryRow<SectionHeadRow>(
    db,
    sql`
    select s.id, s.name, s.description, s.position, s.level, co.id as "courseId", co.name as "courseName",
      inst.id as "instanceId", inst.students
    from sections s
    join courses co on co.id = s.course_id
    left join lateral (
      select ci.id, (select count(*) from enrollments e where e.course_instance_id = ci.id)::int as students
      from course_instances ci
      where ci.id = ${instance}::uuid and ci.teacher_id = ${teacherId} and ci.course_id = s.course_id
    ) inst on true
    where s.id = ${sectionId} and ${teachesCourse(teacherId, sql`s.course_id`)}`,
  );
  if (!head || (instance && !head.instanceId)) return undefined;
  const rows = await queryRows<ContentRow>(
    db,
    sql`
    with pr as (${classProgressBy(head.instanceId, sql`p.content_id`, sql`c.section_id = ${sectionId}`)})
    select c.id, c.title, c.kind, c.position, c.max_score as "maxScore", c.minutes, pr.completed, pr.score
    from contents c
    left join pr on pr.key = c.id
    where c.section_id = ${sectionId}
    order by c.position, c.id`,
  );
  const students = head.students;
  return {
    section: {
      _id: head.id,
      name: head.name,
      description: head.description,
      position: head.position,
      level: head.level,
      _course: { _id: head.courseId, name: head.courseName },
    },
    contents: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      kind: r.kind,
      position: r.position,
      maxScore: r.maxScore,
      minutes: r.minutes,
      completion: students === null ? null : percentOf(r.completed ?? 0, students),
      averageScore: students === null ? null : ratioPercent(r.score),
    })),
  };
}

interface ContentDetailRow {
  id: string;
  title: string;
  kind: ContentKind;
  position: number;
  maxScore: number | null;
  minutes: number;
  body: string;
  sectionId: string;
  sectionName: string;
  sectionPosition: number;
  sectionLevel: number;
  courseId: string;
  courseName: string;
  previous: string | null;
  next: string | null;
}

/**
 * One content item with its body and its neighbours in course order (across units). `teacherId`
 * limits it to courses that teacher teaches; null (admins) reads the whole catalogue.
 */
export async function contentDetail(db: Db, contentId: string, teacherId: string | null): Promise<ContentDetail | undefined> {
  const scope = teacherId === null ? sql`true` : teachesCourse(teacherId, sql`c.course_id`);
  const row = await queryRow<ContentDetailRow>(
    db,
    sql`
    with ordered as (
      select c.id, lag(c.id) over w as previous, lead(c.id) over w as next
      from contents c
      join sections s on s.id = c.section_id
      where c.course_id = (select t.course_id from contents t where t.id = ${contentId})
      window w as (order by s.position, c.position, c.id)
    )
    select c.id, c.title, c.kind, c.position, c.max_score as "maxScore", c.minutes, c.body,
      s.id as "sectionId", s.name as "sectionName", s.position as "sectionPosition", s.level as "sectionLevel",
      co.id as "courseId", co.name as "courseName", o.previous, o.next
    from contents c
    join sections s on s.id = c.section_id
    join courses co on co.id = c.course_id
    join ordered o on o.id = c.id
    where c.id = ${contentId} and ${scope}`,
  );
  if (!row) return undefined;
  return {
    _id: row.id,
    title: row.title,
    kind: row.kind,
    position: row.position,
    maxScore: row.maxScore,
    minutes: row.minutes,
    body: row.body,
    section: { _id: row.sectionId, name: row.sectionName, position: row.sectionPosition, level: row.sectionLevel },
    _course: { _id: row.courseId, name: row.courseName },
    previous: row.previous,
    next: row.next,
  };
}
