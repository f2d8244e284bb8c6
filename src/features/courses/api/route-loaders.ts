import type { QueryClient } from '@tanstack/react-query';
import type { ListSearch } from '../lib/list-search';
import { listFilter } from '../lib/list-search';
import { catalogueCourseQueryOptions, catalogueQueryOptions } from './catalogue';
import {
  adminClassQueryOptions,
  classOptionsQueryOptions,
  classSchoolsQueryOptions,
  classStudentsQueryOptions,
  schoolClassesQueryOptions,
} from './classes';

export const catalogueDefaultSort = 'name';
export const classesDefaultSort = 'course';

export async function loadCatalogue(queryClient: QueryClient, search: ListSearch) {
  await queryClient.ensureQueryData(catalogueQueryOptions(listFilter(search, catalogueDefaultSort)));
}

export async function loadCourse(queryClient: QueryClient, courseId: string) {
  await queryClient.ensureQueryData(catalogueCourseQueryOptions(courseId));
}

/** The schools, then the chosen school's page of classes (the first school when none is chosen). */
export async function loadClasses(queryClient: QueryClient, school: string | undefined, search: ListSearch) {
  const schools = await queryClient.ensureQueryData(classSchoolsQueryOptions());
  const schoolId = schools.some((s) => s._id === school) ? school : schools[0]?._id;
  if (schoolId) await queryClient.ensureQueryData(schoolClassesQueryOptions(schoolId, listFilter(search, classesDefaultSort)));
}

/** The class, then its school's teachers (the teacher picker) and the first page of its students beside it. */
export async function loadClass(queryClient: QueryClient, classId: string, q: string, page: number) {
  const cls = await queryClient.ensureQueryData(adminClassQueryOptions(classId));
  void queryClient.prefetchQuery(classOptionsQueryOptions(cls.school._id));
  void queryClient.prefetchQuery(classStudentsQueryOptions(classId, { q, page, show: 'enrolled' }));
}
