/** Gradebook templates and the attribute catalogue: reads, and the version-checked save. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CatalogueAttribute, Division, GradebookTemplate, TemplateAttribute } from '@/contract/schemas/gradebook';
import { writeAudit } from '../access/audit';
import type { Db, Tx } from '../db/client';
import { courses, gradebookAttributes, gradebookTemplates } from '../db/schema';
import { conflict } from '../lib/refusal';
import type { NotificationSink, StoredNotifications } from './stored-notifications';

const templateColumns = {
  id: gradebookTemplates.id,
  courseId: gradebookTemplates.courseId,
  courseName: courses.name,
  type: gradebookTemplates.type,
  gradings: gradebookTemplates.gradings,
  unassigned: gradebookTemplates.unassigned,
  version: gradebookTemplates.version,
  updatedAt: gradebookTemplates.updatedAt,
};
type TemplateRow = {
  id: string;
  courseId: string | null;
  courseName: string | null;
  type: string;
  gradings: unknown;
  unassigned: unknown;
  version: number;
  updatedAt: Date;
};

/** A stored row in the wire shape. The JSON columns hold exactly what a validated save wrote. */
function toWire(row: TemplateRow): GradebookTemplate {
  return {
    _id: row.id,
    _course: row.courseId ? { _id: row.courseId, name: row.courseName ?? '' } : null,
    type: row.type === 'DEFAULT' ? 'DEFAULT' : 'COURSE',
    gradings: row.gradings as Division[],
    unassigned: row.unassigned as TemplateAttribute[],
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectTemplates(db: Db) {
  return db.select(templateColumns).from(gradebookTemplates).leftJoin(courses, eq(courses.id, gradebookTemplates.courseId));
}

const isDefault = eq(gradebookTemplates.type, 'DEFAULT');

/** DEFAULT first, then the templates of these courses (null = every course) by course name. */
export async function listTemplates(db: Db, courseIds: string[] | null): Promise<GradebookTemplate[]> {
  const where =
    courseIds === null ? undefined : courseIds.length ? or(isDefault, inArray(gradebookTemplates.courseId, courseIds)) : isDefault;
  const rows = await selectTemplates(db).where(where).orderBy(sql`${gradebookTemplates.courseId} is not null`, asc(courses.name));
  return rows.map(toWire);
}

export async function defaultTemplate(db: Db): Promise<GradebookTemplate | null> {
  const [row] = await selectTemplates(db).where(and(isDefault, isNull(gradebookTemplates.courseId)));
  return row ? toWire(row) : null;
}

export async function courseTemplate(db: Db, courseId: string): Promise<GradebookTemplate | null> {
  const [row] = await selectTemplates(db).where(eq(gradebookTemplates.courseId, courseId));
  return row ? toWire(row) : null;
}

/** The template a class of this course grades with: the course's own, else DEFAULT. */
export async function effectiveTemplate(db: Db, courseId: string): Promise<GradebookTemplate | null> {
  return (await courseTemplate(db, courseId)) ?? (await defaultTemplate(db));
}

/** The template each of these courses grades with (its own, else DEFAULT; null: none), in one statement. */
export async function effectiveTemplates(db: Db, courseIds: readonly string[]): Promise<Map<string, GradebookTemplate | null>> {
  const templates = await listTemplates(db, [...new Set(courseIds)]);
  const fallback = templates.find((t) => t.type === 'DEFAULT' && t._course === null) ?? null;
  return new Map(courseIds.map((courseId) => [courseId, templates.find((t) => t._course?._id === courseId) ?? fallback]));
}

/** Courses (null = all) by name, saying which have their own template. */
export async function listCourses(db: Db, courseIds: string[] | null) {
  if (courseIds !== null && courseIds.length === 0) return [];
  const rows = await db
    .select({ _id: courses.id, name: courses.name, templateId: gradebookTemplates.id })
    .from(courses)
    .leftJoin(gradebookTemplates, eq(gradebookTemplates.courseId, courses.id))
    .where(courseIds === null ? undefined : inArray(courses.id, courseIds))
    .orderBy(asc(courses.name));
  return rows.map((r) => ({ _id: r._id, name: r.name, hasTemplate: r.templateId !== null }));
}

export async function catalogue(db: Db): Promise<CatalogueAttribute[]> {
  const rows = await db.select().from(gradebookAttributes).orderBy(asc(gradebookAttributes.name));
  return rows.map((r) => ({ _id: r.id, name: r.name, value: r.value as CatalogueAttribute['value'] }));
}

export interface TemplateWrite {
  /** The stored template being replaced, or null to create one. */
  target: { id: string; version: number } | null;
  courseId: string | null;
  type: 'DEFAULT' | 'COURSE';
  gradings: Division[];
  unassigned: TemplateAttribute[];
  userId: string;
  /** Stores the notifications the save announces, in its transaction, given the saved version. */
  notify?: (tx: Tx, version: number) => Promise<StoredNotifications>;
}

const staleMessage = 'This gradebook template was changed by someone else. Load the newer version or overwrite it with yours.';

/** The refusal of a save from a version that is no longer the stored one, carrying the template as it is now. */
export const staleTemplate = (current: GradebookTemplate | null) => conflict(staleMessage, { current });

/**
 * Writes a template in one transaction with its audit entry. The update is conditional on the
 * stored version (`where version = expected`), and a creation inserts only when no template
 * exists for the course (unique index): of two racing saves from the same version exactly one
 * writes. The other throws `staleTemplate` with the template read after its failed write (a new
 * statement, so it sees the winner's commit), so the editor merges with what is stored now.
 */
export async function writeTemplate(db: Db, write: TemplateWrite): Promise<{ id: string; publish(hub: NotificationSink): void }> {
  return db.transaction(async (tx) => {
    const values = { gradings: write.gradings, unassigned: write.unassigned, updatedBy: write.userId, updatedAt: new Date() };
    const [saved] = write.target
      ? await tx
          .update(gradebookTemplates)
          .set({ ...values, version: sql`${gradebookTemplates.version} + 1` })
          .where(and(eq(gradebookTemplates.id, write.target.id), eq(gradebookTemplates.version, write.target.version)))
          .returning({ id: gradebookTemplates.id, version: gradebookTemplates.version })
      : await tx
          .insert(gradebookTemplates)
          .values({ ...values, courseId: write.courseId, type: write.type, version: 1 })
          .onConflictDoNothing()
          .returning({ id: gradebookTemplates.id, version: gradebookTemplates.version });
    if (!saved) throw staleTemplate(write.courseId ? await courseTemplate(tx, write.courseId) : await defaultTemplate(tx));
    await writeAudit(tx, {
      actorId: write.userId,
      action: write.target ? 'gradebook.template.update' : 'gradebook.template.create',
      entity: 'gradebook_template',
      entityId: saved.id,
      meta: { courseId: write.courseId, version: saved.version },
    });
    const stored = await write.notify?.(tx, saved.version);
    return { id: saved.id, publish: (hub: NotificationSink) => stored?.publish(hub) };
  });
}

export async function templateById(db: Db, id: string): Promise<GradebookTemplate | null> {
  const [row] = await selectTemplates(db).where(eq(gradebookTemplates.id, id));
  return row ? toWire(row) : null;
}
