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
 * is sent; a refused gate answers 404 as always. A POST read kept here (mycourses/get, the
 * notifications page) still counts its rate-limit hit first: the lookup comes after the limits.
 */
import type { AnyEndpoint } from '@/contract/define';
import { announcementsEndpoints } from '@/contract/endpoints/announcements';
import { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import { notificationsEndpoints } from '@/contract/endpoints/notifications';
import { teacherEndpoints } from '@/contract/endpoints/teacher';
import { globalDataScope } from '../db/data-version-tables';

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
  // The notifications page: the account's notifications only (migration 0028: the recipients' own
  // version rows), a page of them by the body's page and size (part of the key).
  notificationsEndpoints.notificationsReceived,
]);

/**
 * Reads that show the account's own things (its time this week, its dismissals) besides its schools'
 * data, so compare the account's own version too; the others leave it out, so a teacher's time
 * flushes do not drop them.
 */
const ownVersionReads: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([
  teacherEndpoints.dashboardStatistics,
  announcementsEndpoints.announcement,
]);

/**
 * Reads that show the account's own things and no school's data (its notifications): compared at the
 * account's own version and the global row only (a truncate, which names no rows, bumps the global
 * row), so the writes of the teacher's schools (every student's progress) do not drop them.
 */
const accountOnlyReads: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([notificationsEndpoints.notificationsReceived]);

/** `Session.versions` up to `|`: the global row and the schools. */
const schoolsVersions = (session: string) => {
  const cut = session.indexOf('|');
  return cut < 0 ? session : session.slice(0, cut);
};

/**
 * The global row's pair (the all-zero id: first in id order when the row exists) and `|` with the
 * account's own version. A text not of that form is compared whole: comparing more is never stale.
 */
const accountVersions = (session: string) => {
  const cut = session.indexOf('|');
  if (cut < 0) return session;
  const global = session.startsWith(`${globalDataScope}:`) ? session.slice(0, session.search(/[,|]/)) : '';
  return global + session.slice(cut);
};

export const answerKeptReady = (endpoint: AnyEndpoint) => cachedReads.has(endpoint);

/**
 * The part of the session's data versions (`Session.versions`) a kept answer of `endpoint` is stored
 * under and compared at: equal parts mean no change the read can see committed in between.
 */
export function versionsComparedBy(endpoint: AnyEndpoint): (session: string) => string {
  if (accountOnlyReads.has(endpoint)) return accountVersions;
  if (ownVersionReads.has(endpoint)) return (session) => session;
  return schoolsVersions;
}

/** Every cached endpoint (tests walk them). */
export const cachedEndpoints = (): readonly AnyEndpoint[] => [...cachedReads];
