import { schoolScoped } from '@/src/lib/query-keys';

/**
 * Query keys of the teacher workspace. Calls that send `schoolid` are school-scoped: their keys
 * start with the school id (`schoolScoped`), so a school switch asks for fresh data and never
 * shows the other school's rows. The rest are addressed by ids the server scopes to the teacher.
 */
export const teacherKeys = {
  dashboard: (schoolId: string | null) => schoolScoped(schoolId, 'teacher', 'dashboard'),
  usersCount: (schoolId: string | null) => schoolScoped(schoolId, 'teacher', 'users-count'),
  gradeSections: (schoolId: string | null) => schoolScoped(schoolId, 'teacher', 'grade-sections'),
  gradeSectionStudents: (schoolId: string | null, sectionId: string) =>
    schoolScoped(schoolId, 'teacher', 'grade-section-students', sectionId),
  grades: () => ['teacher', 'grades'] as const,
  courseOutline: (instanceId: string) => ['teacher', 'course-outline', instanceId] as const,
  unitContents: (unitId: string, instanceId: string | null) => ['teacher', 'unit-contents', unitId, instanceId ?? 'none'] as const,
  contentItem: (contentId: string) => ['teacher', 'content-item', contentId] as const,
  roster: (instanceId: string) => ['teacher', 'roster', instanceId] as const,
  student: (studentId: string) => ['teacher', 'student', studentId] as const,
};
