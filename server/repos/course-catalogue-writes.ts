/**
 * Changes to the course catalogue (the super admin's; docs/ARCHITECTURE.md "Courses and classes"):
 * courses, units and content items, created, edited, reordered and deleted. Each change is audited
 * in its own transaction. Deleting refuses what would take student records with it: a course
 * offered as a class, a unit or an item with progress rows (a conflict). Unknown ids are not found.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { CatalogueItem, CatalogueUnit, ContentInput, CourseInput, MoveDirection, UnitInput } from '@/contract/schemas/courses';
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { contents, courseInstances, courses, sections } from '../db/schema';
import { conflict, found, notFound } from '../lib/refusal';
import { catalogueCourse, progressOnItems } from './course-catalogue';

type Required<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
export type CourseFields = Required<CourseInput>;
export type UnitFields = Required<UnitInput>;
export type ContentFields = Required<ContentInput>;

const audit = (tx: Tx, user: AuthUser, action: string, entity: string, entityId: string, meta?: Record<string, unknown>) =>
  writeAudit(tx, { actorId: user.id, action, entity, entityId, ...(meta ? { meta } : {}) });

const courseNotFound = () => notFound('Course not found');
const unitNotFound = () => notFound('Unit not found');
const contentNotFound = () => notFound('Content not found');

/** Locks the course row: creations and moves within one course run one at a time (positions stay distinct). */
async function lockCourse(tx: Tx, courseId: string) {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
  return row ?? null;
}

/** What a deletion took with it. */
export interface Removed {
  units: number;
  contents: number;
}

// ── Courses ──────────────────────────────────────────────────────────────────────────────────

export async function createCourse(db: Db, user: AuthUser, fields: CourseFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(courses).values(fields).returning({ id: courses.id });
    await audit(tx, user, 'course.create', 'course', row!.id, { name: fields.name });
    return (await catalogueCourse(tx, row!.id))!;
  });
}

export async function updateCourse(db: Db, user: AuthUser, courseId: string, fields: CourseFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(courses).set(fields).where(eq(courses.id, courseId)).returning({ id: courses.id });
    if (!row) throw courseNotFound();
    await audit(tx, user, 'course.update', 'course', courseId, { name: fields.name });
    return found(await catalogueCourse(tx, courseId), 'Course not found');
  });
}

export async function deleteCourse(db: Db, user: AuthUser, courseId: string): Promise<Removed> {
  return db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw courseNotFound();
    const [classes] = await tx.select({ n: count() }).from(courseInstances).where(eq(courseInstances.courseId, courseId));
    if ((classes?.n ?? 0) > 0) {
      const n = classes!.n;
      throw conflict(
        `This course is taught as ${n} ${n === 1 ? 'class' : 'classes'}; delete ${n === 1 ? 'it' : 'them'} first, with their students' progress.`,
      );
    }
    const [units] = await tx.select({ n: count() }).from(sections).where(eq(sections.courseId, courseId));
    const [items] = await tx.select({ n: count() }).from(contents).where(eq(contents.courseId, courseId));
    // Units, items and the course's gradebook template go with it (ON DELETE CASCADE).
    await tx.delete(courses).where(eq(courses.id, courseId));
    const removed = { units: units?.n ?? 0, contents: items?.n ?? 0 };
    await audit(tx, user, 'course.delete', 'course', courseId, removed);
    return removed;
  });
}

// ── Units ────────────────────────────────────────────────────────────────────────────────────

const unitWire = (row: typeof sections.$inferSelect, items: CatalogueItem[] = []): CatalogueUnit => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  position: row.position,
  level: row.level,
  contents: items,
});

/** Adds the unit after the course's last. */
export async function createUnit(db: Db, user: AuthUser, courseId: string, fields: UnitFields) {
  return db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw courseNotFound();
    const [last] = await tx
      .select({ max: sql<number | null>`max(${sections.position})` })
      .from(sections)
      .where(eq(sections.courseId, courseId));
    const [row] = await tx
      .insert(sections)
      .values({ ...fields, courseId, position: (last?.max ?? 0) + 1 })
      .returning();
    await audit(tx, user, 'unit.create', 'section', row!.id, { courseId, name: fields.name });
    return unitWire(row!);
  });
}

export async function updateUnit(db: Db, user: AuthUser, unitId: string, fields: UnitFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(sections).set(fields).where(eq(sections.id, unitId)).returning();
    if (!row) throw unitNotFound();
    await audit(tx, user, 'unit.update', 'section', unitId, { courseId: row.courseId, name: fields.name });
    return unitWire(row);
  });
}

/**
 * Moves `id` one place up or down among `ids` (in their current order) and writes positions 1…n
 * where they changed (which also mends ties left by older data). False when nothing moved.
 */
async function reorder(
  ids: string[],
  id: string,
  direction: MoveDirection,
  write: (id: string, position: number) => Promise<unknown>,
  current: Map<string, number>,
) {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return false;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  for (const [index, itemId] of next.entries()) {
    if (current.get(itemId) !== index + 1) await write(itemId, index + 1);
  }
  return true;
}

/** Swaps the unit with its neighbour; false at either end. */
export async function moveUnit(db: Db, user: AuthUser, unitId: string, direction: MoveDirection): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select({ courseId: sections.courseId }).from(sections).where(eq(sections.id, unitId));
    if (!unit || !(await lockCourse(tx, unit.courseId))) throw unitNotFound();
    const rows = await tx
      .select({ id: sections.id, position: sections.position })
      .from(sections)
      .where(eq(sections.courseId, unit.courseId))
      .orderBy(sections.position, sections.id);
    const moved = await reorder(
      rows.map((r) => r.id),
      unitId,
      direction,
      (id, position) => tx.update(sections).set({ position }).where(eq(sections.id, id)),
      new Map(rows.map((r) => [r.id, r.position])),
    );
    if (moved) await audit(tx, user, 'unit.move', 'section', unitId, { courseId: unit.courseId, direction });
    return moved;
  });
}

export async function deleteUnit(db: Db, user: AuthUser, unitId: string): Promise<Removed> {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select().from(sections).where(eq(sections.id, unitId));
    if (!unit || !(await lockCourse(tx, unit.courseId))) throw unitNotFound();
    const items = tx.select({ id: contents.id }).from(contents).where(eq(contents.sectionId, unitId));
    const onItems = await progressOnItems(tx, unit.courseId, sql`${items}`);
    if (onItems > 0) {
      throw conflict(
        `Students have ${onItems} progress ${onItems === 1 ? 'record' : 'records'} on this unit's items; it cannot be deleted.`,
      );
    }
    const [n] = await tx.select({ n: count() }).from(contents).where(eq(contents.sectionId, unitId));
    await tx.delete(sections).where(eq(sections.id, unitId));
    const removed = { units: 1, contents: n?.n ?? 0 };
    await audit(tx, user, 'unit.delete', 'section', unitId, { courseId: unit.courseId, name: unit.name, ...removed });
    return removed;
  });
}

// ── Content items ────────────────────────────────────────────────────────────────────────────

const itemWire = (row: typeof contents.$inferSelect, progressCount: number): CatalogueItem => ({
  _id: row.id,
  title: row.title,
  kind: row.kind,
  position: row.position,
  maxScore: row.maxScore,
  minutes: row.minutes,
  progressCount,
});

/** Adds the item after the unit's last. */
export async function createContent(db: Db, user: AuthUser, unitId: string, fields: ContentFields) {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select({ courseId: sections.courseId }).from(sections).where(eq(sections.id, unitId));
    if (!unit || !(await lockCourse(tx, unit.courseId))) throw unitNotFound();
    const [last] = await tx
      .select({ max: sql<number | null>`max(${contents.position})` })
      .from(contents)
      .where(eq(contents.sectionId, unitId));
    const [row] = await tx
      .insert(contents)
      .values({ ...fields, courseId: unit.courseId, sectionId: unitId, position: (last?.max ?? 0) + 1 })
      .returning();
    await audit(tx, user, 'content.create', 'content', row!.id, { courseId: unit.courseId, unitId, title: fields.title });
    return itemWire(row!, 0);
  });
}

/** A max-score change re-scores the item's progress in the rollups (their triggers, migration 0002/0005). */
export async function updateContent(db: Db, user: AuthUser, contentId: string, fields: ContentFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contents).set(fields).where(eq(contents.id, contentId)).returning();
    if (!row) throw contentNotFound();
    await audit(tx, user, 'content.update', 'content', contentId, { courseId: row.courseId, title: fields.title });
    return itemWire(row, await progressOnItems(tx, row.courseId, sql`${contentId}::uuid`));
  });
}

export async function moveContent(db: Db, user: AuthUser, contentId: string, direction: MoveDirection): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ courseId: contents.courseId, sectionId: contents.sectionId })
      .from(contents)
      .where(eq(contents.id, contentId));
    if (!item || !(await lockCourse(tx, item.courseId))) throw contentNotFound();
    const rows = await tx
      .select({ id: contents.id, position: contents.position })
      .from(contents)
      .where(eq(contents.sectionId, item.sectionId))
      .orderBy(contents.position, contents.id);
    const moved = await reorder(
      rows.map((r) => r.id),
      contentId,
      direction,
      (id, position) => tx.update(contents).set({ position }).where(eq(contents.id, id)),
      new Map(rows.map((r) => [r.id, r.position])),
    );
    if (moved) await audit(tx, user, 'content.move', 'content', contentId, { courseId: item.courseId, direction });
    return moved;
  });
}

export async function deleteContent(db: Db, user: AuthUser, contentId: string): Promise<Removed> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(contents).where(eq(contents.id, contentId));
    if (!item || !(await lockCourse(tx, item.courseId))) throw contentNotFound();
    const onItem = await progressOnItems(tx, item.courseId, sql`${contentId}::uuid`);
    if (onItem > 0) {
      throw conflict(`Students have ${onItem} progress ${onItem === 1 ? 'record' : 'records'} on this item; it cannot be deleted.`);
    }
    await tx.delete(contents).where(eq(contents.id, contentId));
    await audit(tx, user, 'content.delete', 'content', contentId, { courseId: item.courseId, title: item.title });
    return { units: 0, contents: 1 };
  });
}
