import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentDetail, Unit, UnitContents } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, enrollments, progressItemRollups, sections } from '../db/schema';
import { preparedRows } from '../db/sql-rows';
import type { ClassRow } from './teacher-classes';
import { meanRatio, percentOf, ratioPercent } from './teacher-figures';

// The statements below are typed raw SQL rather than the query builder, by measurement (large
// school, PostgreSQL, mean of 20 calls, builder against the same SQL written out): class units
// 21.3–23.6 ms against 17.5–18.1, unit contents 8.6–9.7 against 5.8–7.5, content detail 2.2–3.0
// against 1.3–1.5. Names come from the schema objects, so a rename fails the compile.

/** The teacher teaches the course `courseColumn` in at least one class (any of their schools). */
const teachesCourse = (teacherId: string, courseColumn: AnyColumn) =>
  sql`exists (select 1 from ${courseInstances} where ${courseInstances.courseId} = ${courseColumn} and ${courseInstances.teacherId} = ${teacherId})`;

/**
 * Per-group progress of one class (enrolled students only: a student who left keeps rows that no
 * longer count), grouped by a column of contents, as the body of a CTE `pr` (key, completed,
 * score). Read from `progress_item_rollups` (one row per class and item, kept by triggers: the
 * completed and graded rows of the enrolled students), a few hundred rows by primary key instead
 * of the class's tens of thousands of progress rows; the score is the same ratio sum / graded count
 * that avg() over those rows computes.
 */
function classProgressBy(instanceId: string | null, key: AnyColumn, extraWhere: SQL = sql`true`) {
  const ir = progressItemRollups;
  return sql`
    select ${key} as key, coalesce(sum(${ir.completedCount}), 0)::int as completed,
      ${meanRatio(sql`sum(${ir.scoreRatioSum})`, sql`sum(${ir.scoredCount})`)} as score
    from ${ir}
    join ${contents} on ${contents.id} = ${ir.contentId}
    where ${ir.courseInstanceId} = ${instanceId}::uuid and ${extraWhere}
    group by ${key}`;
}

type UnitRow = Pick<typeof sections.$inferSelect, 'id' | 'name' | 'description' | 'position' | 'level'> & {
  items: number;
  completed: number;
  score: number | null;
};

/** A class's course units in order, with the class's completion and average score per unit. */
export async function classUnits(db: Db, cls: ClassRow): Promise<Unit[]> {
  const rows = await preparedRows(
    db,
    sql<UnitRow>`
    with pr as (${classProgressBy(cls.id, contents.sectionId)})
    select ${sections.id} as id, ${sections.name} as name, ${sections.description} as description,
      ${sections.position} as position, ${sections.level} as level,
      (select count(*) from ${contents} where ${contents.sectionId} = ${sections.id})::int as items,
      coalesce(pr.completed, 0) as completed, pr.score
    from ${sections}
    left join pr on pr.key = ${sections.id}
    where ${sections.courseId} = ${cls.courseId}
    order by ${sections.position}, ${sections.id}`,
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

/**
 * A unit of a course the teacher teaches and its items in order. With `instanceId` (one of the
 * teacher's classes of that course) each item carries the class's completion and average score.
 * Undefined when the unit is unknown, not the teacher's, or the class does not match.
 */
type SectionHeadRow = Pick<typeof sections.$inferSelect, 'id' | 'name' | 'description' | 'position' | 'level'> & {
  courseId: string;
  courseName: string;
  instanceId: string | null;
  students: number | null;
};

type ContentRow = Pick<typeof contents.$inferSelect, 'id' | 'title' | 'kind' | 'position' | 'maxScore' | 'minutes'> & {
  completed: number | null;
  score: number | null;
};

export async function unitContents(
  db: Db,
  teacherId: string,
  sectionId: string,
  instanceId: string | undefined,
): Promise<UnitContents | undefined> {
  const instance = instanceId ?? null;
  const [head] = await preparedRows(
    db,
    sql<SectionHeadRow>`
    select ${sections.id} as id, ${sections.name} as name, ${sections.description} as description, ${sections.position} as position,
      ${sections.level} as level, ${courses.id} as "courseId", ${courses.name} as "courseName",
      inst.id as "instanceId", inst.students
    from ${sections}
    join ${courses} on ${courses.id} = ${sections.courseId}
    left join lateral (
      select ${courseInstances.id} as id,
        (select count(*) from ${enrollments} where ${enrollments.courseInstanceId} = ${courseInstances.id})::int as students
      from ${courseInstances}
      where ${courseInstances.id} = ${instance}::uuid and ${courseInstances.teacherId} = ${teacherId}
        and ${courseInstances.courseId} = ${sections.courseId}
    ) inst on true
    where ${sections.id} = ${sectionId} and ${teachesCourse(teacherId, sections.courseId)}`,
  );
  if (!head || (instance && !head.instanceId)) return undefined;
  const rows = await preparedRows(
    db,
    sql<ContentRow>`
    with pr as (${classProgressBy(head.instanceId, contents.id, sql`${contents.sectionId} = ${sectionId}`)})
    select ${contents.id} as id, ${contents.title} as title, ${contents.kind} as kind, ${contents.position} as position,
      ${contents.maxScore} as "maxScore", ${contents.minutes} as minutes, pr.completed, pr.score
    from ${contents}
    left join pr on pr.key = ${contents.id}
    where ${contents.sectionId} = ${sectionId}
    order by ${contents.position}, ${contents.id}`,
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

/**
 * One content item with its body and its neighbours in course order (across units). `teacherId`
 * limits it to courses that teacher teaches; null (admins) reads the whole catalogue.
 */
type ContentDetailRow = Pick<typeof contents.$inferSelect, 'id' | 'title' | 'kind' | 'position' | 'maxScore' | 'minutes' | 'body'> & {
  sectionId: string;
  sectionName: string;
  sectionPosition: number;
  sectionLevel: number;
  courseId: string;
  courseName: string;
  previous: string | null;
  next: string | null;
};

export async function contentDetail(db: Db, contentId: string, teacherId: string | null): Promise<ContentDetail | undefined> {
  const scope = teacherId === null ? sql`true` : teachesCourse(teacherId, contents.courseId);
  const t = alias(contents, 't');
  const [row] = await preparedRows(
    db,
    sql<ContentDetailRow>`
    with ordered as (
      select ${contents.id} as id, lag(${contents.id}) over w as previous, lead(${contents.id}) over w as next
      from ${contents}
      join ${sections} on ${sections.id} = ${contents.sectionId}
      where ${contents.courseId} = (select ${t.courseId} from ${contents} ${t} where ${t.id} = ${contentId})
      window w as (order by ${sections.position}, ${contents.position}, ${contents.id})
    )
    select ${contents.id} as id, ${contents.title} as title, ${contents.kind} as kind, ${contents.position} as position,
      ${contents.maxScore} as "maxScore", ${contents.minutes} as minutes, ${contents.body} as body,
      ${sections.id} as "sectionId", ${sections.name} as "sectionName", ${sections.position} as "sectionPosition",
      ${sections.level} as "sectionLevel", ${courses.id} as "courseId", ${courses.name} as "courseName", o.previous, o.next
    from ${contents}
    join ${sections} on ${sections.id} = ${contents.sectionId}
    join ${courses} on ${courses.id} = ${contents.courseId}
    join ordered o on o.id = ${contents.id}
    where ${contents.id} = ${contentId} and ${scope}`,
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
