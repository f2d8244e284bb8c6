/**
 * Where the people consoles live: school and district admins under `/admin`, the super admin under
 * `/sup-admin`. One set of page components serves both; the route tells them which.
 */
export type PeopleArea = 'admin' | 'sup-admin';

export const peoplePaths = {
  admin: {
    teachers: '/admin/teachers',
    teacher: '/admin/teachers/$teacherId',
    students: '/admin/students',
    student: '/admin/students/$studentId',
    parents: '/admin/parents',
    parent: '/admin/parents/$parentId',
    privacyRecord: '/admin/privacy/$studentId',
  },
  'sup-admin': {
    teachers: '/sup-admin/teachers',
    teacher: '/sup-admin/teachers/$teacherId',
    students: '/sup-admin/students',
    student: '/sup-admin/students/$studentId',
    parents: '/sup-admin/parents',
    parent: '/sup-admin/parents/$parentId',
    privacyRecord: '/sup-admin/privacy/$studentId',
  },
} as const satisfies Record<PeopleArea, Record<string, string>>;
