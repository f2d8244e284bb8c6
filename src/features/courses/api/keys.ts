/**
 * Query keys of the course consoles. Not school-scoped by header: these admin endpoints take no
 * `schoolid`; a class list names its school in its key.
 */
export const coursesKeys = {
  all: ['courses'] as const,
  catalogue: () => [...coursesKeys.all, 'catalogue'] as const,
  catalogueList: (filter: ListFilter) => [...coursesKeys.catalogue(), 'list', filter] as const,
  course: (courseId: string) => [...coursesKeys.catalogue(), 'course', courseId] as const,
  item: (contentId: string) => [...coursesKeys.catalogue(), 'item', contentId] as const,
  classes: () => [...coursesKeys.all, 'classes'] as const,
  schools: () => [...coursesKeys.classes(), 'schools'] as const,
  schoolClasses: (schoolId: string, filter: ListFilter) => [...coursesKeys.classes(), 'school', schoolId, filter] as const,
  options: (schoolId: string) => [...coursesKeys.classes(), 'options', schoolId] as const,
  class: (classId: string) => [...coursesKeys.classes(), 'class', classId] as const,
  classStudents: (classId: string, filter: StudentFilter) => [...coursesKeys.class(classId), 'students', filter] as const,
};

export type SortDir = 'asc' | 'desc';

/** A searched, sorted page of a list. */
export interface ListFilter {
  q: string;
  page: number;
  sort: string;
  dir: SortDir;
}

export interface StudentFilter {
  q: string;
  page: number;
  show: 'enrolled' | 'available';
}
