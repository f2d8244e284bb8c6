import { randomUUID } from 'node:crypto';
import type { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import { idSchema } from '@/contract/http';
import { type ClassGradebook, type GradebookTemplate, type TemplateAttribute, withAssignedIds } from '@/contract/schemas/gradebook';
import { scoreValueIssue } from '@/domain/grade-engine';
import { mayReach, reachableIdList } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { gradebookCsv } from '../lib/gradebook-csv';
import { type Handlers, respond } from '../lib/register';
import { notifyGradeSaved, notifyTemplateChanged } from '../notifications/producers';
import { automaticScores, findInstance, isEnrolled, manualScores, roster, writeScore } from '../repos/gradebook-scores';
import {
  catalogue,
  courseTemplate,
  defaultTemplate,
  effectiveTemplate,
  listCourses,
  listTemplates,
  templateById,
  writeTemplate,
} from '../repos/gradebook-templates';

const staleMessage = 'This gradebook template was changed by someone else. Load the newer version or overwrite it with yours.';

/**
 * Who may touch which gradebook is reach (server/access/reach.ts): a class's scores, whoever
 * reaches the class; a course's template, whoever reaches the course (teaches it, or administers a
 * school or district offering it). Out of reach answers 404 like an unknown id. The one role rule
 * on top: only the super admin saves DEFAULT (403).
 */
const noSuchClass = () => notFound('No such class');

/** Everything the grid of one class needs (its read audited and reach checked by the declared `auditedRead`). */
async function loadClass(db: Db, instanceId: string): Promise<ClassGradebook> {
  const instance = await findInstance(db, instanceId);
  if (!instance) throw noSuchClass();
  const template = await effectiveTemplate(db, instance._course._id);
  if (!template) throw notFound('There is no gradebook template for this course yet');
  const students = await roster(db, instanceId);
  const manualIds = template.gradings.flatMap((d) => d.attributes.filter((a) => a._attribute?.value === 'manual').map((a) => a._id));
  const studentIds = students.map((s) => s._id);
  const scores = await manualScores(db, instanceId, manualIds);
  const automatic = await automaticScores(db, instanceId, instance._course._id, studentIds);
  return { courseInstance: instance, template, students, scores, automatic };
}

/** The stored template a save replaces (null: none yet), after the permission check. */
async function saveTarget(db: Db, user: AuthUser, body: Pick<GradebookTemplate, 'type' | '_course'>) {
  if (body.type === 'DEFAULT') {
    if (user.role !== 'super-admin') throw forbidden('Only the super admin may change the DEFAULT template');
    return { courseId: null, stored: await defaultTemplate(db) };
  }
  // The save schema guarantees a course on a COURSE template; its id reaches SQL, so check it here.
  const courseId = body._course?._id ?? '';
  if (!idSchema.safeParse(courseId).success) {
    throw badRequest('The request is not valid', [{ path: 'body._course._id', message: 'must be a valid id' }]);
  }
  if (!(await mayReach(db, user, 'course', courseId))) throw notFound('No such course');
  return { courseId, stored: await courseTemplate(db, courseId) };
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
  if (details.length) throw badRequest('The request is not valid', details);
  return { gradings, unassigned };
}

export const gradebookHandlers: Handlers<typeof gradebookEndpoints> = {
  gradebookAll: async ({ user, services: { db } }) => listTemplates(db, await reachableIdList(db, user, 'course')),

  gradebookCourses: async ({ user, services: { db } }) => listCourses(db, await reachableIdList(db, user, 'course')),

  gradebookAttributes: async ({ services: { db } }) => catalogue(db),

  /**
   * Permission first (so a refused caller learns nothing from a 409), then the version: the stored
   * version must be the body's (0 = no template yet, which creates the course's template). The
   * write itself is conditional on that version, so a racing save that got there first makes
   * this one a 409 too, with the template as it is now.
   */
  gradebookSave: async ({ body, user, services: { db, notificationHub } }) => {
    const { courseId, stored } = await saveTarget(db, user, body);
    if (body.version === 0) {
      if (stored) throw conflict(staleMessage, { current: stored });
    } else {
      if (!stored) throw notFound('This course has no template of its own yet: save it with version 0 to create it');
      if (body._id !== stored._id)
        throw badRequest('The request is not valid', [{ path: 'body._id', message: 'is not the id of this template' }]);
      if (body.version !== stored.version) throw conflict(staleMessage, { current: stored });
    }
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
    if (!saved) {
      const current = courseId ? await courseTemplate(db, courseId) : await defaultTemplate(db);
      throw conflict(staleMessage, { current });
    }
    saved.publish(notificationHub);
    const template = await templateById(db, saved.id);
    if (!template) throw notFound('The template was deleted meanwhile');
    return respond(template, { message: 'Gradebook saved' });
  },

  gradebookClass: async ({ params, services: { db } }) => loadClass(db, params.id),

  gradebookScoreSave: async ({ body, user, services: { db, notificationHub } }) => {
    if (!(await mayReach(db, user, 'class', body.courseInstanceId))) throw noSuchClass();
    const instance = await findInstance(db, body.courseInstanceId);
    if (!instance) throw noSuchClass();
    if (!(await isEnrolled(db, instance._id, body.studentId))) {
      throw badRequest('The student is not in this class', [{ path: 'body.studentId', message: 'is not enrolled in this class' }]);
    }
    const template = await effectiveTemplate(db, instance._course._id);
    const attribute = template?.gradings.flatMap((d) => d.attributes).find((a) => a._id === body.attributeId);
    if (!attribute) {
      throw badRequest('No such attribute in this class', [
        { path: 'body.attributeId', message: "is not an attribute of this class's gradebook" },
      ]);
    }
    if (attribute._attribute?.value !== 'manual') {
      throw badRequest('This score is computed automatically', [
        { path: 'body.attributeId', message: 'is computed automatically and cannot be entered' },
      ]);
    }
    if (body.value !== null) {
      const issue = scoreValueIssue(attribute, body.value);
      if (issue) throw badRequest(`The score ${issue}`, [{ path: 'body.value', message: issue }]);
    }
    const saved = await writeScore(db, {
      instanceId: instance._id,
      studentId: body.studentId,
      attributeId: body.attributeId,
      value: body.value,
      state: body.state,
      userId: user.id,
      notify: (tx) =>
        notifyGradeSaved(tx, {
          studentId: body.studentId,
          courseName: instance._course.name,
          attributeName: attribute.name,
          maxScore: attribute.maxScore,
          value: body.value,
          state: body.state,
        }),
    });
    saved.publish(notificationHub);
    return saved.score;
  },

  gradebookExport: async ({ params, services: { db } }) => gradebookCsv(await loadClass(db, params.id), new Date()),
};
