import type { ParentListRequest, StudentListRequest, TeacherListRequest } from '@/contract/schemas/admin-people';

/**
 * Query keys of the people consoles. Not school-scoped: these admin endpoints take no `schoolid`,
 * the server answers within the admin's reach.
 */
export const peopleKeys = {
  all: ['people'] as const,
  schoolOptions: () => [...peopleKeys.all, 'school-options'] as const,
  teacherLists: () => [...peopleKeys.all, 'teachers'] as const,
  teachers: (filter: TeacherListRequest) => [...peopleKeys.teacherLists(), filter] as const,
  teacher: (teacherId: string) => [...peopleKeys.all, 'teacher', teacherId] as const,
  studentLists: () => [...peopleKeys.all, 'students'] as const,
  students: (filter: StudentListRequest) => [...peopleKeys.studentLists(), filter] as const,
  student: (studentId: string) => [...peopleKeys.all, 'student', studentId] as const,
  parentLists: () => [...peopleKeys.all, 'parents'] as const,
  parents: (filter: ParentListRequest) => [...peopleKeys.parentLists(), filter] as const,
  parent: (parentId: string) => [...peopleKeys.all, 'parent', parentId] as const,
};

/**
 * The privacy page lists the same students (`adminStudents`) under its own key; a change to a
 * student here makes that list stale too. Named here, not imported: features never import each other.
 */
export const privacyStudentListsKey = ['privacy', 'students'] as const;

/** Rows per page of the people lists. */
export const peoplePageSize = 20;
