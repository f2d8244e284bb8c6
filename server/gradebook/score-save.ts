/**
 * A teacher's entry of one manual score (docs/ARCHITECTURE.md §6): the class must be in the user's
 * reach (404 like an unknown id), the student enrolled in it, the attribute a manual one of the
 * class's template, and the value within the attribute's range; then one transaction stores the
 * score, its audit row and the student's family's notification, which is pushed after the commit.
 */
import type { ManualScore, ScoreSave } from '@/contract/schemas/gradebook';
import { scoreValueIssue } from '@/domain/grade-engine';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { badRequest, invalidField } from '../lib/refusal';
import { notifyGradeSaved } from '../notifications/producers';
import { findInstance, isEnrolled, writeScore } from '../repos/gradebook-scores';
import { effectiveTemplate } from '../repos/gradebook-templates';
import type { NotificationSink } from '../repos/stored-notifications';
import { noSuchClass } from './class-gradebook';

/** The manual attribute of the class's template the score is for; refused otherwise, on `body.attributeId`. */
async function manualAttribute(db: Db, courseId: string, attributeId: string) {
  const template = await effectiveTemplate(db, courseId);
  const attribute = template?.gradings.flatMap((d) => d.attributes).find((a) => a._id === attributeId);
  if (!attribute) {
    throw invalidField('body.attributeId', "is not an attribute of this class's gradebook", 'No such attribute in this class');
  }
  if (attribute._attribute?.value !== 'manual') {
    throw invalidField('body.attributeId', 'is computed automatically and cannot be entered', 'This score is computed automatically');
  }
  return attribute;
}

export async function saveScore(db: Db, hub: NotificationSink, user: AuthUser, body: ScoreSave): Promise<ManualScore> {
  if (!(await mayReach(db, user, 'class', body.courseInstanceId))) throw noSuchClass();
  const instance = await findInstance(db, body.courseInstanceId);
  if (!instance) throw noSuchClass();
  if (!(await isEnrolled(db, instance._id, body.studentId))) {
    throw invalidField('body.studentId', 'is not enrolled in this class', 'The student is not in this class');
  }
  const attribute = await manualAttribute(db, instance._course._id, body.attributeId);
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
    ...(body.expected !== undefined ? { expected: body.expected } : {}),
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
  saved.publish(hub);
  return saved.score;
}
