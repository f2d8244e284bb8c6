/** A class's roster, manual scores and automatic values from progress; saving one score. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AutomaticScores, GradebookStudent, ManualScore, ScoreCell, ScoreState } from '@/contract/schemas/gradebook';
import { writeAudit } from '../access/audit';
import type { Db, Tx } from '../db/client';
import { contents, courseInstances, courses, enrollments, gradeScores, gradeSections, progress, students } from '../db/schema';
import { conflict } from '../lib/refusal';
import type { NotificationSink, StoredNotifications } from './stored-notifications';

export interface InstanceInfo {
  _id: string;
  _course: { _id: string; name: string };
  gradeSection: { _id: string; name: string };
  schoolId: string;
}

export async function findInstance(db: Db, id: string): Promise<InstanceInfo | null> {
  const [row] = await db
    .select({
      id: courseInstances.id,
      courseId: courses.id,
      courseName: courses.name,
      sectionId: gradeSections.id,
      sectionName: gradeSections.name,
      schoolId: courseInstances.schoolId,
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(gradeSections, eq(gradeSections.id, courseInstances.gradeSectionId))
    .where(eq(courseInstances.id, id));
  if (!row) return null;
  return {
    _id: row.id,
    _course: { _id: row.courseId, name: row.courseName },
    gradeSection: { _id: row.sectionId, name: row.sectionName },
    schoolId: row.schoolId,
  };
}

/** Enrolled students by last, then first name. */
export async function roster(db: Db, instanceId: string): Promise<GradebookStudent[]> {
  return db
    .select({ _id: students.id, firstName: students.firstName, lastName: students.lastName, studentNumber: students.studentNumber })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(eq(enrollments.courseInstanceId, instanceId))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
}

export async function isEnrolled(db: Db, instanceId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.studentId })
    .from(enrollments)
    .where(and(eq(enrollments.courseInstanceId, instanceId), eq(enrollments.studentId, studentId)));
  return row !== undefined;
}

/** Manual scores of a class for these attributes. */
export async function manualScores(db: Db, instanceId: string, attributeIds: string[]): Promise<ManualScore[]> {
  if (attributeIds.length === 0) return [];
  const rows = await db
    .select({ studentId: gradeScores.studentId, attributeId: gradeScores.attributeId, value: gradeScores.value, state: gradeScores.state })
    .from(gradeScores)
    .where(and(eq(gradeScores.courseInstanceId, instanceId), inArray(gradeScores.attributeId, attributeIds)));
  return rows;
}

const percentOfKind = (kind: 'quiz' | 'lab' | 'activity') =>
  sql<
    number | null
  >`(avg(least(${progress.score} / ${contents.maxScore}, 1)) filter (where ${contents.kind} = ${kind} and ${progress.score} is not null and ${contents.maxScore} > 0)) * 100`.mapWith(
    (v) => (v === null ? null : Number(v)),
  );

/**
 * Automatic values of every enrolled student, from progress in one grouped query (no query per
 * student). Definitions in `automaticScoresSchema`: performance = mean of score / maxScore over
 * the graded items of that kind; completion = completed items / the course's items; time = time
 * spent / the items' expected minutes, capped at 100 %.
 */
export async function automaticScores(db: Db, instanceId: string, courseId: string, studentIds: string[]): Promise<AutomaticScores[]> {
  const [totals] = await db
    .select({ items: sql<number>`count(*)::int`, minutes: sql<number>`coalesce(sum(${contents.minutes}), 0)::int` })
    .from(contents)
    .where(eq(contents.courseId, courseId));
  const rows = await db
    .select({ studentId: progress.studentId, ...progressFigures })
    .from(progress)
    .innerJoin(contents, eq(contents.id, progress.contentId))
    .where(and(eq(progress.courseInstanceId, instanceId), eq(contents.courseId, courseId)))
    .groupBy(progress.studentId);
  const byStudent = new Map(rows.map((r) => [r.studentId, r]));
  return studentIds.map((studentId) => automaticOf(studentId, byStudent.get(studentId), totals));
}

/**
 * One student's automatic values in each of these classes, in two statements whatever the number
 * of classes (the parent dashboard: no query per class): the courses' item totals, then the
 * student's progress grouped by class.
 */
export async function studentAutomaticScores(
  db: Db,
  studentId: string,
  classes: ReadonlyArray<{ instanceId: string; courseId: string }>,
): Promise<Map<string, AutomaticScores>> {
  const found = new Map<string, AutomaticScores>();
  if (classes.length === 0) return found;
  const [totals, rows] = await Promise.all([
    db
      .select({
        courseId: contents.courseId,
        items: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${contents.minutes}), 0)::int`,
      })
      .from(contents)
      .where(inArray(contents.courseId, [...new Set(classes.map((c) => c.courseId))]))
      .groupBy(contents.courseId),
    db
      .select({ instanceId: progress.courseInstanceId, ...progressFigures })
      .from(progress)
      .innerJoin(courseInstances, eq(courseInstances.id, progress.courseInstanceId))
      .innerJoin(contents, and(eq(contents.id, progress.contentId), eq(contents.courseId, courseInstances.courseId)))
      .where(
        and(
          eq(progress.studentId, studentId),
          inArray(
            progress.courseInstanceId,
            classes.map((c) => c.instanceId),
          ),
        ),
      )
      .groupBy(progress.courseInstanceId),
  ]);
  const totalsOf = new Map(totals.map((t) => [t.courseId, t]));
  const rowOf = new Map(rows.map((r) => [r.instanceId, r]));
  for (const klass of classes)
    found.set(klass.instanceId, automaticOf(studentId, rowOf.get(klass.instanceId), totalsOf.get(klass.courseId)));
  return found;
}

/** The per-student aggregates of progress that the automatic values are made of. */
const progressFigures = {
  quiz: percentOfKind('quiz'),
  lab: percentOfKind('lab'),
  activity: percentOfKind('activity'),
  completed: sql<number>`(count(*) filter (where ${progress.status} = 'completed'))::int`,
  seconds: sql<number>`coalesce(sum(${progress.timeSpentSeconds}), 0)::int`,
};

type ProgressFigures = { quiz: number | null; lab: number | null; activity: number | null; completed: number; seconds: number };

/** The automatic values of one student from their progress figures and the course's item totals (see above). */
function automaticOf(
  studentId: string,
  row: ProgressFigures | undefined,
  totals: { items: number; minutes: number } | undefined,
): AutomaticScores {
  const items = totals?.items ?? 0;
  const expectedSeconds = (totals?.minutes ?? 0) * 60;
  const seconds = row?.seconds ?? 0;
  return {
    studentId,
    quiz: row?.quiz ?? null,
    lab: row?.lab ?? null,
    activity: row?.activity ?? null,
    completion: items > 0 ? ((row?.completed ?? 0) / items) * 100 : null,
    time: expectedSeconds > 0 ? Math.min(100, (seconds / expectedSeconds) * 100) : null,
    timeSpentSeconds: seconds,
  };
}

export interface ScoreWrite {
  instanceId: string;
  studentId: string;
  attributeId: string;
  /** null with state graded clears the cell. */
  value: number | null;
  state: ScoreState;
  userId: string;
  /** Stores the notifications the save announces, in its transaction (not called when the cell is cleared). */
  notify?: (tx: Tx) => Promise<StoredNotifications>;
  /** What the writer saw in the cell (`null`: not graded); undefined writes without looking. */
  expected?: ScoreCell | null;
}

const sameCell = (a: ScoreCell | null, b: ScoreCell | null) =>
  a === null || b === null ? a === b : a.value === b.value && a.state === b.state;

/** A cell as stored: `null` when it has no row (a cleared cell is `null` too). */
const asCell = (cell: ScoreCell): ScoreCell | null => (cell.state === 'graded' && cell.value === null ? null : cell);

/**
 * Stores (or clears) one cell, with its audit entry and notifications, in one transaction; the
 * caller publishes the notifications after commit.
 */
export async function writeScore(db: Db, write: ScoreWrite): Promise<{ score: ManualScore; publish(hub: NotificationSink): void }> {
  const key = and(
    eq(gradeScores.courseInstanceId, write.instanceId),
    eq(gradeScores.studentId, write.studentId),
    eq(gradeScores.attributeId, write.attributeId),
  );
  const clear = write.state === 'graded' && write.value === null;
  const score: ManualScore = { studentId: write.studentId, attributeId: write.attributeId, value: write.value, state: write.state };
  const stored = await db.transaction(async (tx) => {
    if (write.expected !== undefined) {
      const [row] = await tx.select({ value: gradeScores.value, state: gradeScores.state }).from(gradeScores).where(key).for('update');
      const current = row ? asCell(row) : null;
      // Already what this entry writes (a save replayed after a dropped answer): written once only.
      if (sameCell(current, asCell(write))) return null;
      if (!sameCell(current, asCell(write.expected ?? { value: null, state: 'graded' }))) {
        throw conflict('This score was changed by someone else meanwhile', { current: current && { ...score, ...current } });
      }
    }
    if (clear) {
      await tx.delete(gradeScores).where(key);
    } else {
      const values = { value: write.value, state: write.state, updatedBy: write.userId, updatedAt: new Date() };
      await tx
        .insert(gradeScores)
        .values({ courseInstanceId: write.instanceId, studentId: write.studentId, attributeId: write.attributeId, ...values })
        .onConflictDoUpdate({ target: [gradeScores.courseInstanceId, gradeScores.studentId, gradeScores.attributeId], set: values });
    }
    await writeAudit(tx, {
      actorId: write.userId,
      action: clear ? 'gradebook.score.clear' : 'gradebook.score.save',
      entity: 'student',
      entityId: write.studentId,
      meta: { courseInstanceId: write.instanceId, attributeId: write.attributeId, value: write.value, state: write.state },
    });
    return !clear && write.notify ? write.notify(tx) : null;
  });
  return {
    score,
    publish: (hub) => stored?.publish(hub),
  };
}
