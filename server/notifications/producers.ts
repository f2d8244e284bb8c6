/**
 * What a change tells whom. Each producer stores its notifications with the transaction of the
 * change (so a rolled-back change notifies no one) and answers `publish`, to call after commit.
 */
import type { ScoreState } from '@/contract/schemas/gradebook';
import type { Tx } from '../db/client';
import { courseName, parentsOfStudent, teachersOfTemplate } from '../repos/notifications';
import { noNotifications, type StoredNotifications, storeNotifications } from '../repos/stored-notifications';

export interface GradeSaved {
  studentId: string;
  courseName: string;
  attributeName: string;
  maxScore: number | null;
  value: number | null;
  state: ScoreState;
}

function scoreText({ attributeName, maxScore, value, state }: GradeSaved) {
  if (state !== 'graded') return `${attributeName}: marked ${state}`;
  return maxScore ? `${attributeName}: ${value} / ${maxScore}` : `${attributeName}: ${value}`;
}

/**
 * A grade saved for a student tells the student's parents, linking to their children's page with the
 * child named in the link: the privacy purge finds (and deletes) the notifications about a student by it.
 */
export async function notifyGradeSaved(tx: Tx, grade: GradeSaved): Promise<StoredNotifications> {
  const student = await parentsOfStudent(tx, grade.studentId);
  return storeNotifications(tx, student?.parentIds ?? [], {
    kind: 'grade',
    title: `New grade for ${student?.firstName ?? 'your child'} in ${grade.courseName}`,
    body: scoreText(grade),
    link: `/parent?child=${grade.studentId}`,
  });
}

/** A gradebook template saved tells the other teachers whose classes use it, linking to the template. */
export async function notifyTemplateChanged(
  tx: Tx,
  change: { courseId: string | null; editor: { id: string; name: string }; version: number },
): Promise<StoredNotifications> {
  const teachers = await teachersOfTemplate(tx, change.courseId, change.editor.id);
  if (teachers.length === 0) return noNotifications;
  const name = change.courseId ? await courseName(tx, change.courseId) : null;
  return storeNotifications(tx, teachers, {
    kind: 'gradebook-template',
    title: name ? `Gradebook template changed for ${name}` : 'The default gradebook template changed',
    body: `${change.editor.name} saved version ${change.version}.`,
    link: change.courseId ? `/gradebook?course=${change.courseId}` : '/gradebook',
  });
}
