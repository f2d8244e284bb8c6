import type { teacherEndpoints } from '@/contract/endpoints/teacher';
import { answerExpires } from '../lib/answer-cache';
import { found } from '../lib/refusal';
import type { HandlerContext, Handlers } from '../lib/register';
import { myClasses } from '../repos/teacher-classes';
import { contentDetail, unitContents } from '../repos/teacher-curriculum';
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
import { courseSections } from '../teacher/course-sections';

/**
 * The teacher workspace. Scope (see contract/endpoints/teacher.ts): anything outside the teacher's
 * classes, students and schools answers 404 like an unknown id. Student-record reads are declared
 * in the contract (`auditedRead`): the registration audits them in the statement that checks
 * reach, before these handlers run (server/access/audited-reads.ts), so no refused read is logged.
 */
type PerformanceContext = Pick<HandlerContext<(typeof teacherEndpoints)['studentQuizPerformance']>, 'params' | 'user' | 'services'>;

/** The three performance series differ only by the content kind. */
const performance =
  (kind: PerformanceKind) =>
  ({ params, user, services }: PerformanceContext) =>
    studentPerformance(services.db, user.id, params.id, kind);

export const teacherHandlers: Handlers<typeof teacherEndpoints> = {
  // A rolling week: as of the instance's clock, kept ready until it may change with no write (§19).
  dashboardStatistics: ({ user, schoolId, services, req }) =>
    answerExpires(req, dashboardStatistics(services.db, user.id, schoolId, new Date(services.clock()))),
  schoolProgress: ({ user, schoolId, services }) => schoolProgress(services.db, user.id, schoolId),
  usersCount: ({ user, schoolId, services }) => usersCount(services.db, user.id, schoolId),
  myCourses: ({ user, schoolId, body, services }) => myClasses(services.db, user.id, schoolId, body),

  courseSections: ({ params, user, services }) => courseSections(services.db, user.id, params.courseId),
  sectionContents: async ({ params, query, user, services }) =>
    found(await unitContents(services.db, user.id, params.id, query.instance), 'Unit not found'),
  contentItem: async ({ params, user, services }) => found(await contentDetail(services.db, params.id, user.id), 'Content not found'),
  enrolledStudents: ({ params, services }) => classRoster(services.db, params.id),
  studentGet: async ({ params, user, services }) => found(await studentProfile(services.db, user.id, params.id), 'Student not found'),
  studentProgress: ({ params, user, services }) => studentProgress(services.db, user.id, params.id),
  studentActivityPerformance: performance('activity'),
  studentLabPerformance: performance('lab'),
  studentQuizPerformance: performance('quiz'),

  grades: ({ services }) => allGrades(services.db),
  gradeSections: ({ user, schoolId, services }) => schoolGradeSections(services.db, user.id, schoolId),
  gradeSectionStudents: ({ params, user, schoolId, services }) => gradeSectionStudents(services.db, user.id, schoolId, params.id),
};
