/**
 * The course catalogue as the admin consoles read it (platform-wide: every admin reads all of it,
 * docs/ARCHITECTURE.md "Courses and classes"): a page of courses with their counts, and one course's
 * outline (units and items in order). Paging, search and sort happen here, in SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { CatalogueCourse, CatalogueCourseDetail, CatalogueListQuery } from '@/contract/schemas/courses';
import type { Db, Tx } from '../db/client';
import { contents, courseInstances, courses, progress, sections } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { likePattern } from './bug-reports';

type CourseRow = Pick<typeof courses.$inferSelect, 'id' | 'name' | 'description' | 'gradeBand' | 'createdAt'> & {
  unitCount: number;
  contentCount: number;
  classCount: number;
};

/** A course with its counts; `where` filters `courses` (aliased `c`). */
function courseRows(where: SQL) {
  return sql`
    select c.id, c.name, c.description, c.grade_band as "gradeBand", c.created_at as "createdAt",
      (select count(*) from ${sections} s where s.course_id = c.id)::int as "unitCount",
      (select count(*) from ${contents} ct where ct.course_id = c.id)::int as "contentCount",
      (select count(*) from ${courseInstances} ci where ci.course_id = c.id)::int as "classCount"
    from ${courses} c
    where ${where}`;
}

const toWire = (r: CourseRow): CatalogueCourse => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  gradeBand: r.gradeBand,
  unitCount: r.unitCount,
  contentCount: r.contentCount,
  classCount: r.classCount,
  createdAt: new Date(r.createdAt).toISOString(),
});

// Whitelisted sort keys (never text from the request) over the columns of `courseRows`.
const orderBy: Record<CatalogueListQuery['sort'], string> = {
  name: 'lower(name)',
  units: '"unitCount"',
  classes: '"classCount"',
  createdAt: '"createdAt"',
};

/** A page of the catalogue, matched on name, description or grade band; ties by name then id, so pages never overlap. */
export async function listCatalogue(db: Db, request: CatalogueListQuery): Promise<Paged<CatalogueCourse>> {
  const text = request.q?.trim();
  const pattern = text ? likePattern(text) : null;
  const where = pattern ? sql`(c.name ilike ${pattern} or c.description ilike ${pattern} or c.grade_band ilike ${pattern})` : sql`true`;
  const dir = request.dir === 'desc' ? 'desc' : 'asc';
  const [rows, [total]] = await Promise.all([
    sqlRows<CourseRow>(
      db,
      sql`select * from (${courseRows(where)}) x
        order by ${sql.raw(`${orderBy[request.sort]} ${dir}`)}, lower(name), id
        limit ${request.pageSize} offset ${request.page * request.pageSize}`,
    ),
    sqlRows<{ n: number }>(db, sql`select count(*)::int as n from ${courses} c where ${where}`),
  ]);
  return { items: rows.map(toWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One course with its counts; null when unknown. */
export async function catalogueCourse(db: Db | Tx, courseId: string): Promise<CatalogueCourse | null> {
  const [row] = await sqlRows<CourseRow>(db, courseRows(sql`c.id = ${courseId}`));
  return row ? toWire(row) : null;
}

type ItemRow = Pick<typeof contents.$inferSelect, 'id' | 'title' | 'kind' | 'position' | 'maxScore' | 'minutes' | 'sectionId'> & {
  progressCount: number;
};

/**
 * Progress rows per item of the course, counted through the course's classes: each class is one
 * range of `progress_rollup_idx` (class, content, …), so this never scans all of `progress`.
 */
function itemProgressCounts(courseId: string) {
  return sql`
    select p.content_id, count(*)::int as n
    from ${progress} p
    where p.course_instance_id in (select ci.id from ${courseInstances} ci where ci.course_id = ${courseId})
    group by p.content_id`;
}

/** The course's outline: units in order, each with its items in order (no bodies); null when unknown. */
export async function catalogueCourseDetail(db: Db, courseId: string): Promise<CatalogueCourseDetail | null> {
  const course = await catalogueCourse(db, courseId);
  if (!course) return null;
  const [units, items] = await Promise.all([
    db.select().from(sections).where(sql`${sections.courseId} = ${courseId}`).orderBy(sections.position, sections.id),
    sqlRows<ItemRow>(
      db,
      sql`
      with pc as (${itemProgressCounts(courseId)})
      select ct.id, ct.title, ct.kind, ct.position, ct.max_score as "maxScore", ct.minutes, ct.section_id as "sectionId",
        coalesce(pc.n, 0)::int as "progressCount"
      from ${contents} ct
      left join pc on pc.content_id = ct.id
      where ct.course_id = ${courseId}
      order by ct.position, ct.id`,
    ),
  ]);
  return {
    ...course,
    progressCount: items.reduce((sum, item) => sum + item.progressCount, 0),
    units: units.map((unit) => ({
      _id: unit.id,
      name: unit.name,
      description: unit.description,
      position: unit.position,
      level: unit.level,
      contents: items
        .filter((item) => item.sectionId === unit.id)
        .map(({ sectionId: _section, ...item }) => ({
          _id: item.id,
          title: item.title,
          kind: item.kind,
          position: item.position,
          maxScore: item.maxScore,
          minutes: item.minutes,
          progressCount: item.progressCount,
        })),
    })),
  };
}

/** Progress rows of students on these items, through the classes of their course (index ranges, as above). */
export async function progressOnItems(db: Db | Tx, courseId: string, itemIds: SQL): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${progress} p
      where p.course_instance_id in (select ci.id from ${courseInstances} ci where ci.course_id = ${courseId})
        and p.content_id in (${itemIds})`,
  );
  return row?.n ?? 0;
}
