/**
 * Saving a gradebook template (docs/ARCHITECTURE.md §6). Permission first (so a refused caller
 * learns nothing from a 409), then the version: the stored version must be the body's (0 = no
 * template yet, which creates the course's template). The write itself is conditional on that
 * version, so a racing save that got there first makes this one a 409 too, with the template as
 * it is now (thrown by `writeTemplate`). Who may save: whoever reaches the course (reach.ts); only the super admin saves
 * DEFAULT (403).
 */
import { randomUUID } from 'node:crypto';
import { idSchema } from '@/contract/http';
import { type GradebookTemplate, type GradebookTemplateSave, type TemplateAttribute, withAssignedIds } from '@/contract/schemas/gradebook';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { badRequest, forbidden, invalidField, notFound } from '../lib/refusal';
import { notifyTemplateChanged } from '../notifications/producers';
import {
  catalogue,
  courseTemplate,
  defaultTemplate,
  staleTemplate as stale,
  templateById,
  writeTemplate,
} from '../repos/gradebook-templates';
import type { NotificationSink } from '../repos/stored-notifications';

const notValid = 'The request is not valid';

/** The stored template a save replaces (null: none yet), after the permission check. */
async function saveTarget(db: Db, user: AuthUser, body: Pick<GradebookTemplateSave, 'type' | '_course'>) {
  if (body.type === 'DEFAULT') {
    if (user.role !== 'super-admin') throw forbidden('Only the super admin may change the DEFAULT template');
    return { courseId: null, stored: await defaultTemplate(db) };
  }
  // The save schema guarantees a course on a COURSE template; its id reaches SQL, so check it here.
  const courseId = body._course?._id ?? '';
  if (!idSchema.safeParse(courseId).success) throw invalidField('body._course._id', 'must be a valid id', notValid);
  if (!(await mayReach(db, user, 'course', courseId))) throw notFound('No such course');
  return { courseId, stored: await courseTemplate(db, courseId) };
}

/** The body's version against the stored template's. */
function checkVersion(body: Pick<GradebookTemplateSave, '_id' | 'version'>, stored: GradebookTemplate | null) {
  if (body.version === 0) {
    if (stored) throw stale(stored);
    return;
  }
  if (!stored) throw notFound('This course has no template of its own yet: save it with version 0 to create it');
  if (body._id !== stored._id) throw invalidField('body._id', 'is not the id of this template', notValid);
  if (body.version !== stored.version) throw stale(stored);
}

/** Every attribute's source must be an entry of the catalogue; answers them with the catalogue's own entry. */
async function withCatalogueSources(db: Db, body: Pick<GradebookTemplate, 'gradings' | 'unassigned'>) {
  const entries = new Map((await catalogue(db)).map((a) => [a._id, a]));
  const details: Array<{ path: string; message: string }> = [];
  const check = (attribute: TemplateAttribute, path: string): TemplateAttribute => {
    if (attribute._attribute === null) return attribute;
    const entry = entries.get(attribute._attribute._id);
    if (!entry || entry.value !== attribute._attribute.value) {
      details.push({ path: `${path}._attribute`, message: 'is not an entry of the attribute catalogue' });
      return attribute;
    }
    return { ...attribute, _attribute: entry };
  };
  const gradings = body.gradings.map((division, d) => ({
    ...division,
    attributes: division.attributes.map((a, i) => check(a, `body.gradings.${d}.attributes.${i}`)),
  }));
  const unassigned = body.unassigned.map((a, i) => check(a, `body.unassigned.${i}`));
  if (details.length) throw badRequest(notValid, details);
  return { gradings, unassigned };
}

export async function saveTemplate(db: Db, hub: NotificationSink, user: AuthUser, body: GradebookTemplateSave): Promise<GradebookTemplate> {
  const { courseId, stored } = await saveTarget(db, user, body);
  checkVersion(body, stored);
  const { gradings, unassigned } = await withCatalogueSources(db, withAssignedIds(body, randomUUID));
  const saved = await writeTemplate(db, {
    target: stored ? { id: stored._id, version: body.version } : null,
    courseId,
    type: body.type,
    gradings,
    unassigned,
    userId: user.id,
    notify: (tx, version) => notifyTemplateChanged(tx, { courseId, editor: user, version }),
  });
  saved.publish(hub);
  const template = await templateById(db, saved.id);
  if (!template) throw notFound('The template was deleted meanwhile');
  return template;
}
