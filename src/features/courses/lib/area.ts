/**
 * Where the course consoles live: the super admin under `/sup-admin` (edits the catalogue), school
 * and district admins under `/admin` (read it). Both manage classes within their reach. One set of
 * page components serves both; the route tells them which.
 */
export type CoursesArea = 'admin' | 'sup-admin';

export const coursesPaths = {
  admin: { courses: '/admin/courses', course: '/admin/courses/$courseId', classes: '/admin/classes', class: '/admin/classes/$classId' },
  'sup-admin': {
    courses: '/sup-admin/courses',
    course: '/sup-admin/courses/$courseId',
    classes: '/sup-admin/classes',
    class: '/sup-admin/classes/$classId',
  },
} as const satisfies Record<CoursesArea, Record<'courses' | 'course' | 'classes' | 'class', string>>;

/** Only the super admin changes the platform's catalogue (the server says so too: 403 for others). */
export const editsCatalogue = (area: CoursesArea) => area === 'sup-admin';
