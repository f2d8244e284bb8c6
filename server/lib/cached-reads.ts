/**
 * The teacher reads whose answers the server keeps ready (ARCHITECTURE.md §19, "Answers kept
 * ready"): the route registrar serves them from the `AnswerCache` when the data versions the session
 * statement read for this request equal the ones the stored answer was made at. Opt-in here and
 * nowhere else. A read belongs here only when its answer is a function of the request (user, school,
 * params, query, body) and of rows whose every change bumps a version the session reads
 * (`server/db/data-version-tables.ts`), and, if it reads the clock (a rolling window), when it names
 * with its answer the first moment the clock alone could change it (`answerExpires`); no write but
 * a declared read's audit row.
 * A declared read (§17.8) kept here still runs its gate — reach check and audit row — on every
 * request (not riding on a statement: in its group commit, `openDeclaredRead`) before the kept answer
 * is sent; a refused gate answers 404 as always.
 *
 * Left out on purpose: the notifications page (per account, written by the fan-out, and a POST that
 * counts its rate limit first).
 */
import type { AnyEndpoint } from '@/contract/define';
import { announcementsEndpoints } from '@/contract/endpoints/announcements';
import { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import { teacherEndpoints } from '@/contract/endpoints/teacher';

const cachedReads: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([
  // The teacher's figures: the class rows, rollups, completion days, and a rolling 7-day window
  // (expiry: the first row leaving it, or the next UTC midnight), and the teacher's own time this
  // week (time_spent: the account's own version, `ownVersionReads`).
  teacherEndpoints.dashboardStatistics,
  // Counts and classes of one school: students, user_schools + users, course_instances, enrollments,
  // grade_sections; the class rows add courses, grades, schools, contents, sections, progress_rollups.
  teacherEndpoints.usersCount,
  teacherEndpoints.schoolProgress,
  teacherEndpoints.myCourses,
  // A class's outline, a unit, an item: the class rows, contents, sections, progress_item_rollups.
  teacherEndpoints.courseSections,
  teacherEndpoints.sectionContents,
  teacherEndpoints.contentItem,
  // Grade levels, and a school's grade sections with their students (students, enrollments, classes).
  teacherEndpoints.grades,
  teacherEndpoints.gradeSections,
  // Declared reads, gate on every request: a class's roster, a grade section's students in the
  // teacher's classes (enrollments, contents, progress_rollups, students: the class's school).
  teacherEndpoints.enrolledStudents,
  teacherEndpoints.gradeSectionStudents,
  // A student's progress and performance in the teacher's classes (progress, progress_item_rollups,
  // contents, sections, the classes: all of the class's school or global); a gate on every request.
  teacherEndpoints.studentProgress,
  // A student's profile: the student, their school, grade section and grade, the parents (links and
  // accounts: migration 0024 bumps the child's school and classes' schools), the teacher's classes.
  teacherEndpoints.studentGet,
  teacherEndpoints.studentActivityPerformance,
  teacherEndpoints.studentLabPerformance,
  teacherEndpoints.studentQuizPerformance,
  // The gradebook catalogue, templates and courses in reach (course_instances, user_schools).
  gradebookEndpoints.gradebookAll,
  gradebookEndpoints.gradebookCourses,
  gradebookEndpoints.gradebookAttributes,
  // The announcement shown to the user: announcements (the global version), the user's schools and
  // district (user_schools, users, schools), the user's dismissals (the account's own version), and
  // the clock (expiry: the next start or end of one addressed to the user; migration 0026).
  announcementsEndpoints.announcement,
]);

/**
 * Reads that show the account's own things (its time this week, its dismissals), so compare the
 * account's own version too; the others leave it out, so a teacher's time flushes do not drop them.
 */
const ownVersionReads: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([
  teacherEndpoints.dashboardStatistics,
  announcementsEndpoints.announcement,
]);

export const answerKeptReady = (endpoint: AnyEndpoint) => cachedReads.has(endpoint);
export const answerReadsOwnVersion = (endpoint: AnyEndpoint) => ownVersionReads.has(endpoint);

/** Every cached endpoint (tests walk them). */
export const cachedEndpoints = (): readonly AnyEndpoint[] => [...cachedReads];
