/**
 * A class of its own for the weekly family summary tests: one course with one unit of four items
 * (two lessons, a quiz out of 10 and a lab out of 20), taught in a demo school, and four children
 * enrolled in it, each with a parent of their own. The figures the mails must tell follow from the
 * progress rows written here, at fixed dates (the weeks below).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, enrollments, parentStudents, progress, sections, students } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { addUser } from './accounts';

/** Mondays (UTC) of the weeks the tests move through: a run during week W summarises week W − 1. */
export const weeks = {
  before: new Date('2030-02-25T00:00:00Z'),
  w: new Date('2030-03-04T00:00:00Z'),
  next: new Date('2030-03-11T00:00:00Z'),
  after: new Date('2030-03-18T00:00:00Z'),
};
/** A Wednesday noon inside week W: runs at this time summarise the week before W. */
export const midweekOfW = new Date('2030-03-06T12:00:00Z');
const at = (iso: string) => new Date(iso);

export interface SummaryFixture {
  instanceId: string;
  items: { lesson1: string; lesson2: string; quiz: string; lab: string };
  /** English parent of Ada (nothing done in week W). */
  english: { parentId: string; email: string; childId: string };
  /** Spanish parent of Lucía (three items done in week W, two of them graded). */
  spanish: { parentId: string; email: string; childId: string };
  /** Never opted in (or opted out): gets nothing. */
  optedOut: { parentId: string; email: string; childId: string };
  /** Opted in, but the child was unlinked: gets no summary about them. */
  unlinked: { parentId: string; email: string; childId: string };
}

export async function addSummaryFixture(db: Db): Promise<SummaryFixture> {
  const [place] = await sqlRows<{ school_id: string; section_id: string; teacher_id: string }>(
    db,
    sql`select gs.school_id, gs.id as section_id, us.user_id as teacher_id
      from grade_sections gs
      join user_schools us on us.school_id = gs.school_id
      join users u on u.id = us.user_id and u.role = 'teacher'
      order by gs.school_id, gs.name, us.user_id limit 1`,
  );
  const [course] = await db.insert(courses).values({ name: 'Robotics <Basics> & Motors' }).returning();
  const [unit] = await db.insert(sections).values({ courseId: course!.id, name: 'Motors', position: 0, level: 1 }).returning();
  const item = async (kind: 'lesson' | 'quiz' | 'lab', title: string, position: number, maxScore: number | null) => {
    const [row] = await db
      .insert(contents)
      .values({ courseId: course!.id, sectionId: unit!.id, kind, title, body: '', position, maxScore })
      .returning();
    return row!.id;
  };
  const items = {
    lesson1: await item('lesson', 'What a motor does', 0, null),
    lesson2: await item('lesson', 'Gears', 1, null),
    quiz: await item('quiz', 'Motor quiz', 2, 10),
    lab: await item('lab', 'Build a fan', 3, 20),
  };
  const [instance] = await db
    .insert(courseInstances)
    .values({
      courseId: course!.id,
      schoolId: place!.school_id,
      teacherId: place!.teacher_id,
      gradeSectionId: place!.section_id,
      startDate: '2030-01-07',
    })
    .returning();
  const family = async (key: string, firstName: string) => {
    const [child] = await db
      .insert(students)
      .values({ schoolId: place!.school_id, gradeSectionId: place!.section_id, firstName, lastName: 'Summary', studentNumber: `fs-${key}` })
      .returning();
    await db.insert(enrollments).values({ courseInstanceId: instance!.id, studentId: child!.id });
    const email = `fs-${key}@family.test`;
    const parent = await addUser(db, email, 'parent', null, `Parent ${key}`);
    await db.insert(parentStudents).values({ parentId: parent.id, studentId: child!.id });
    return { parentId: parent.id, email, childId: child!.id };
  };
  const fixture: SummaryFixture = {
    instanceId: instance!.id,
    items,
    english: await family('en', 'Ada <i>'),
    spanish: await family('es', 'Lucía'),
    optedOut: await family('off', 'Otto'),
    unlinked: await family('gone', 'Uma'),
  };
  const row = (
    childId: string,
    contentId: string,
    status: 'in_progress' | 'completed',
    seconds: number,
    when: string,
    score: number | null = null,
  ) => ({
    courseInstanceId: instance!.id,
    studentId: childId,
    contentId,
    status,
    score,
    timeSpentSeconds: seconds,
    startedAt: at(when),
    completedAt: status === 'completed' ? at(when) : null,
    updatedAt: at(when),
  });
  await db.insert(progress).values([
    // Ada: one lesson long before week W, nothing in it.
    row(fixture.english.childId, items.lesson1, 'completed', 60, '2030-02-20T10:00:00Z'),
    // Otto and Uma worked too: their parents must still get nothing about them.
    row(fixture.optedOut.childId, items.quiz, 'completed', 500, '2030-03-05T10:00:00Z', 3),
    row(fixture.unlinked.childId, items.quiz, 'completed', 500, '2030-03-05T10:00:00Z', 7),
  ]);
  return fixture;
}

/** Lucía's week W, written after the run that summarised the week before it (as time goes): a lesson, the quiz (9/10), the lab (10/20), the second lesson started; 37 minutes. */
export async function luciaWorksInWeekW(db: Db, fixture: SummaryFixture): Promise<void> {
  const row = (contentId: string, status: 'in_progress' | 'completed', seconds: number, when: string, score: number | null = null) => ({
    courseInstanceId: fixture.instanceId,
    studentId: fixture.spanish.childId,
    contentId,
    status,
    score,
    timeSpentSeconds: seconds,
    startedAt: at(when),
    completedAt: status === 'completed' ? at(when) : null,
    updatedAt: at(when),
  });
  await db
    .insert(progress)
    .values([
      row(fixture.items.lesson1, 'completed', 300, '2030-03-05T10:00:00Z'),
      row(fixture.items.quiz, 'completed', 600, '2030-03-06T10:00:00Z', 9),
      row(fixture.items.lab, 'completed', 1200, '2030-03-07T10:00:00Z', 10),
      row(fixture.items.lesson2, 'in_progress', 120, '2030-03-08T10:00:00Z'),
    ]);
}

/** Ada finishes the second lesson in the week after W, spending 4 minutes on it. */
export async function adaWorksInTheNextWeek(db: Db, fixture: SummaryFixture): Promise<void> {
  await db.insert(progress).values({
    courseInstanceId: fixture.instanceId,
    studentId: fixture.english.childId,
    contentId: fixture.items.lesson2,
    status: 'completed',
    timeSpentSeconds: 240,
    startedAt: at('2030-03-12T09:00:00Z'),
    completedAt: at('2030-03-12T09:30:00Z'),
    updatedAt: at('2030-03-12T09:30:00Z'),
  });
}

export async function unlink(db: Db, parentId: string, studentId: string): Promise<void> {
  await db.delete(parentStudents).where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)));
}
