/**
 * A small district whose analytics are known by heart (server/routes/analytics.test.ts), with every
 * dated row in March 2020, long before the demo data (autumn 2026), so the figures of a 2020 range
 * are this district's alone, even on the whole platform.
 *
 * District X: school X1 (grade section 6-A) and X2 (7-A). Teachers tA (X1), tB (X2), tC (X1 and
 * X2); school admin aX (X1); district admin dX; parent pX of s1. One course of 4 items; class c1
 * (X1, tA: s1, s2) and c2 (X2, tB: s3); s4 (X2) is deactivated and in no class.
 */
import type { Db } from '../db/client';
import {
  auditLog,
  contents,
  courseInstances,
  courses,
  districts,
  enrollments,
  gradeScores,
  gradeSections,
  parentStudents,
  progress,
  schools,
  sections,
  signInEvents,
  students,
  timeSpent,
} from '../db/schema';
import { id } from '../seed/rng';
import { addToSchool, addUser } from './accounts';

/** Monday 2 March to Sunday 15 March 2020: two whole weeks. */
export const fixtureRange = { from: '2020-03-02', to: '2020-03-15' } as const;
export const fixtureWeeks = ['2020-03-02', '2020-03-09'] as const;

const at = (iso: string) => new Date(`${iso}Z`);

export async function addAnalyticsDistrict(db: Db) {
  const [district] = await db.insert(districts).values({ name: 'Analytics District' }).returning();
  const [x1, x2] = await db
    .insert(schools)
    .values([
      { districtId: district!.id, name: 'X1 Analytics School' },
      { districtId: district!.id, name: 'X2 Analytics School' },
    ])
    .returning();
  const [g6, g7] = await db
    .insert(gradeSections)
    .values([
      { schoolId: x1!.id, gradeId: id('grade/6'), name: '6-A' },
      { schoolId: x2!.id, gradeId: id('grade/7'), name: '7-A' },
    ])
    .returning();

  const tA = await addUser(db, 'ana-ta@analytics.test', 'teacher');
  const tB = await addUser(db, 'ana-tb@analytics.test', 'teacher');
  const tC = await addUser(db, 'ana-tc@analytics.test', 'teacher');
  const aX = await addUser(db, 'ana-admin@analytics.test', 'school-admin');
  const dX = await addUser(db, 'ana-district@analytics.test', 'district-admin', district!.id);
  const pX = await addUser(db, 'ana-parent@analytics.test', 'parent');
  await addToSchool(db, tA.id, x1!.id);
  await addToSchool(db, tB.id, x2!.id);
  await addToSchool(db, tC.id, x1!.id);
  await addToSchool(db, tC.id, x2!.id);
  await addToSchool(db, aX.id, x1!.id);

  const [s1, s2, s3] = await db
    .insert(students)
    .values([
      { schoolId: x1!.id, gradeSectionId: g6!.id, firstName: 'Sam', lastName: 'One', studentNumber: 'X-1' },
      { schoolId: x1!.id, gradeSectionId: g6!.id, firstName: 'Sal', lastName: 'Two', studentNumber: 'X-2' },
      { schoolId: x2!.id, gradeSectionId: g7!.id, firstName: 'Sue', lastName: 'Three', studentNumber: 'X-3' },
      {
        schoolId: x2!.id,
        gradeSectionId: g7!.id,
        firstName: 'Sid',
        lastName: 'Four',
        studentNumber: 'X-4',
        deactivatedAt: at('2020-01-10T00:00:00'),
      },
    ])
    .returning();
  await db.insert(parentStudents).values({ parentId: pX.id, studentId: s1!.id });

  const [course] = await db.insert(courses).values({ name: 'Analytics Course' }).returning();
  const [unit] = await db.insert(sections).values({ courseId: course!.id, name: 'Unit 1', position: 1, level: 1 }).returning();
  const items = await db
    .insert(contents)
    .values(
      [1, 2, 3, 4].map((n) => ({
        courseId: course!.id,
        sectionId: unit!.id,
        kind: 'lesson' as const,
        title: `Item ${n}`,
        body: '',
        position: n,
      })),
    )
    .returning();
  const item = (n: number) => items[n - 1]!.id;
  const [c1, c2] = await db
    .insert(courseInstances)
    .values([
      { courseId: course!.id, schoolId: x1!.id, teacherId: tA.id, gradeSectionId: g6!.id, startDate: '2020-01-06' },
      { courseId: course!.id, schoolId: x2!.id, teacherId: tB.id, gradeSectionId: g7!.id, startDate: '2020-01-06' },
    ])
    .returning();
  await db.insert(enrollments).values([
    { courseInstanceId: c1!.id, studentId: s1!.id },
    { courseInstanceId: c1!.id, studentId: s2!.id },
    { courseInstanceId: c2!.id, studentId: s3!.id },
  ]);

  const done = (instance: string, student: string, content: string, when: string) => ({
    courseInstanceId: instance,
    studentId: student,
    contentId: content,
    status: 'completed' as const,
    startedAt: at(when),
    completedAt: at(when),
    updatedAt: at(when),
  });
  await db
    .insert(progress)
    .values([
      done(c1!.id, s1!.id, item(1), '2020-03-03T10:00:00'),
      done(c1!.id, s1!.id, item(2), '2020-03-10T10:00:00'),
      { courseInstanceId: c1!.id, studentId: s1!.id, contentId: item(3), status: 'in_progress', updatedAt: at('2020-03-10T11:00:00') },
      done(c1!.id, s2!.id, item(1), '2020-02-20T10:00:00'),
      done(c2!.id, s3!.id, item(1), '2020-03-12T10:00:00'),
      done(c2!.id, s3!.id, item(2), '2020-03-20T10:00:00'),
    ]);

  await db.insert(timeSpent).values([
    { userId: tA.id, day: '2020-03-04', page: '/teacher', seconds: 600 },
    { userId: tA.id, day: '2020-03-09', page: '/teacher', seconds: 300 },
    { userId: tC.id, day: '2020-03-10', page: '/teacher', seconds: 0 },
    { userId: tB.id, day: '2020-03-16', page: '/teacher', seconds: 200 },
    { userId: aX.id, day: '2020-03-10', page: '/admin', seconds: 120 },
    { userId: pX.id, day: '2020-03-02', page: '/parent', seconds: 60 },
    { userId: dX.id, day: '2020-03-14', page: '/admin', seconds: 30 },
  ]);
  await db.insert(auditLog).values([
    {
      actorId: tA.id,
      action: 'gradebook.score.save',
      entity: 'student',
      entityId: s1!.id,
      meta: { courseInstanceId: c1!.id },
      at: at('2020-03-03T12:00:00'),
    },
    { actorId: tA.id, action: 'gradebook.template.update', entity: 'gradebook_template', entityId: null, at: at('2020-03-04T12:00:00') },
    { actorId: tA.id, action: 'student.read', entity: 'student', entityId: s2!.id, at: at('2020-03-05T12:00:00') },
    {
      actorId: tB.id,
      action: 'gradebook.score.save',
      entity: 'student',
      entityId: s3!.id,
      meta: { courseInstanceId: c2!.id },
      at: at('2020-03-11T12:00:00'),
    },
    { actorId: tC.id, action: 'student.read', entity: 'student', entityId: s3!.id, at: at('2020-03-16T12:00:00') },
  ]);
  // Read by the activity figure only (the logs feature writes sign-ins): a success counts, a failure does not.
  await db.insert(signInEvents).values([
    { userId: tC.id, email: 'ana-tc@analytics.test', outcome: 'success', at: at('2020-03-05T08:00:00') },
    { userId: tB.id, email: 'ana-tb@analytics.test', outcome: 'failure', at: at('2020-03-03T08:00:00') },
  ]);
  await db.insert(gradeScores).values({ courseInstanceId: c1!.id, studentId: s1!.id, attributeId: 'manual-1', value: 1 });

  return {
    districtId: district!.id,
    x1: x1!.id,
    x2: x2!.id,
    emails: { districtAdmin: dX.email, schoolAdmin: aX.email },
  };
}
export type AnalyticsDistrict = Awaited<ReturnType<typeof addAnalyticsDistrict>>;
