/**
 * One class's gradebook grid: the class, its course's template, its roster and every score. Reach
 * and the audit row of the read come first, from the endpoint's declared `auditedRead` (§17.8).
 */
import type { ClassGradebook } from '@/contract/schemas/gradebook';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import { automaticScores, findInstance, manualScores, roster } from '../repos/gradebook-scores';
import { effectiveTemplate } from '../repos/gradebook-templates';

/** Unknown and out of reach alike. */
export const noSuchClass = () => notFound('No such class');

export async function classGradebook(db: Db, instanceId: string): Promise<ClassGradebook> {
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
