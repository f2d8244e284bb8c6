/**
 * Everything the parent portal shows about one child, put together from the repositories and the
 * grade engine (`domain/grade-engine.ts`, the one place scores become percentages): the grades a
 * parent sees are the ones the teacher's gradebook grid shows for that child.
 */
import type { AutomaticScores, GradebookTemplate } from '@/contract/schemas/gradebook';
import type { ChildCourseDetail, ChildDashboard } from '@/contract/schemas/parent';
import { gradeClass } from '@/domain/grade-engine';
import type { Db } from '../db/client';
import { childClasses, childManualScores, childProfile, childRecentActivity, childUnits } from '../repos/child-dashboard';
import { studentAutomaticScores } from '../repos/gradebook-scores';
import { effectiveTemplates } from '../repos/gradebook-templates';

const recentItems = 10;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percentOrNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : oneDecimal(value));

type Template = GradebookTemplate;

/** The child's grades in one class by the course's template, or null when there is none. */
function gradesIn(
  childId: string,
  klass: { instanceId: string },
  template: Template | null,
  scores: Awaited<ReturnType<typeof childManualScores>>,
  automatic: AutomaticScores | undefined,
): ChildCourseDetail['grades'] {
  if (!template || !automatic) return null;
  const own = scores.filter((score) => score.instanceId === klass.instanceId);
  const { layout, summary } = gradeClass(template, [childId], own, [automatic]);
  return {
    total: percentOrNull(summary.totalPercent[0]),
    rule: layout.rule,
    divisions: layout.divisions.map((division, index) => ({
      _id: division._id,
      name: division.name,
      weight: layout.rule === 'weights' ? division.weight : null,
      percent: percentOrNull(summary.divisionPercent[index]),
    })),
  };
}

/** Null when the child does not exist (the caller has already checked reach and answers 404). */
export async function childDashboard(db: Db, childId: string): Promise<ChildDashboard | null> {
  const child = await childProfile(db, childId);
  if (!child) return null;
  const classes = await childClasses(db, childId);
  const instanceIds = classes.map((c) => c.instanceId);
  // A fixed number of statements whatever the number of classes (no query per class).
  const [units, scores, templates, automatic] = await Promise.all([
    childUnits(db, childId, instanceIds),
    childManualScores(db, childId, instanceIds),
    effectiveTemplates(
      db,
      classes.map((c) => c.courseId),
    ),
    studentAutomaticScores(db, childId, classes),
  ]);
  const courses: ChildCourseDetail[] = [];
  for (const klass of classes) {
    courses.push({
      _id: klass.instanceId,
      courseId: klass.courseId,
      name: klass.name,
      teacherName: klass.teacherName,
      itemsTotal: klass.items,
      itemsCompleted: Math.min(klass.completed, klass.items),
      completion: klass.items > 0 ? oneDecimal((100 * Math.min(klass.completed, klass.items)) / klass.items) : 0,
      averageScore: klass.average === null ? null : oneDecimal(Number(klass.average) * 100),
      timeSpentSeconds: Math.round(Number(klass.seconds)),
      lastActivityAt: klass.lastActivityAt ? klass.lastActivityAt.toISOString() : null,
      units: units
        .filter((unit) => unit.instanceId === klass.instanceId)
        .map(({ _id, name, level, items, completed, inProgress }) => ({ _id, name, level, items, completed, inProgress })),
      grades: gradesIn(childId, klass, templates.get(klass.courseId) ?? null, scores, automatic.get(klass.instanceId)),
    });
  }
  return {
    child,
    timeSpentSeconds: courses.reduce((sum, course) => sum + course.timeSpentSeconds, 0),
    courses,
    recentActivity: await childRecentActivity(db, childId, recentItems),
  };
}
