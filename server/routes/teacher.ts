import type { teacherEndpoints } from '@/contract/endpoints/teacher';
import { notFound } from '../lib/refusal';
import type { HandlerContext, Handlers } from '../lib/register';
import { myClass, myClasses, myClassOfCourse, toCourseInstance } from '../repos/teacher-classes';
import { classUnits, contentDetail, unitContents } from '../repos/teacher-curriculum';
import { dashboardStatistics, schoolProgress, usersCount } from '../repos/teacher-dashboard';
import { allGrades, schoolGradeSections } from '../repos/teacher-grades';
import {
  classRoster,
  gradeSectionStudents,
  type PerformanceKind,
  studentPerformance,
  studentProfile,
  studentProgress,
} from '../repos/teacher-students';

/**
 * The teacher workspace. Scope (see contract/endpoints/teacher.ts): anything outside the teacher's
 * classes, students and schools answers 404 like an unknown id. Student-record reads are declared
 * in the contract (`auditedRead`): the registration audits them in the statement that checks
 * reach, before these handlers run (server/access/audited-reads.ts), so no refused read is logged.
 */
const studentNotFound = () => notFound('Student not found');

type PerformanceContext = Pick<HandlerContext<(typeof teacherEndpoints)['studentQuizPerformance']>, 'params' | 'user' | 'services'>;

/** The three performance series differ only by the content kind. */
const performance =
  (kind: PerformanceKind) =>
  ({ params, user, services }: PerformanceContext) =>
    studentPerformance(services.db, user.id, params.id, kind);

export const teacherHandlers: Handlers<typeof teacherEndpoints> = {
  dashboardStatistics: ({ user, schoolId, services }) => dashboardStatistics(services.db, user.id, schoolId),
  schoolProgress: ({ user, schoolId, services }) => schoolProgress(services.db, user.id, schoolId),
  usersCount: ({ user, schoolId, services }) => usersCount(services.db, user.id, schoolId),
  myCourses: ({ user, schoolId, body, services }) => myClasses(services.db, user.id, schoolId, body),

  courseSections: async ({ params, user, services }) => {
    // The seed names a course; a class (course instance) id answers that class.
    const cls = (await myClass(services.db, user.id, params.courseId)) ?? (await myClassOfCourse(services.db, user.id, params.courseId));
    if (!cls) throw notFound('Course not found');
    return { courseInstance: toCourseInstance(cls), sections: await classUnits(services.db, cls) };
  },
  sectionContents: async ({ params, query, user, services }) => {
    const unit = await unitContents(services.db, user.id, params.id, query.instance);
    if (!unit) throw notFound('Unit not found');
    return unit;
  },
  contentItem: async ({ params, user, services }) => {
    const item = await contentDetail(services.db, params.id, user.id);
    if (!item) throw notFound('Content not found');
    return item;
  },
  enrolledStudents: ({ params, services }) => classRoster(services.db, params.id),
  studentGet: async ({ params, user, services }) => {
    const profile = await studentProfile(services.db, user.id, params.id);
    if (!profile) throw studentNotFound();
    return profile;
  },
  studentProgress: ({ params, user, services }) => studentProgress(services.db, user.id, params.id),
  studentActivityPerformance: performance('activity'),
  studentLabPerformance: performance('lab'),
  studentQuizPerformance: performance('quiz'),

  grades: ({ services }) => allGrades(services.db),
  gradeSections: ({ user, schoolId, services }) => schoolGradeSections(services.db, user.id, schoolId),
  gradeSectionStudents: ({ params, user, schoolId, services }) => gradeSectionStudents(services.db, user.id, schoolId, params.id),
};
