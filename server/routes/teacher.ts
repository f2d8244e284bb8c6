import type { teacherEndpoints } from '../../contract/endpoints/teacher';
import { notFound } from '../lib/errors';
import type { Handlers } from '../lib/register';

// TEMPORARY (contract commit): every handler answers 404 until the repositories land.
const pending = async (): Promise<never> => {
  throw notFound('Not implemented yet');
};

export const teacherHandlers: Handlers<typeof teacherEndpoints> = {
  dashboardStatistics: pending,
  schoolProgress: pending,
  usersCount: pending,
  myCourses: pending,
  courseSections: pending,
  sectionContents: pending,
  contentItem: pending,
  adminContentItem: pending,
  enrolledStudents: pending,
  studentGet: pending,
  studentProgress: pending,
  studentActivityPerformance: pending,
  studentLabPerformance: pending,
  studentQuizPerformance: pending,
  grades: pending,
  gradeSections: pending,
  gradeSectionStudents: pending,
};
