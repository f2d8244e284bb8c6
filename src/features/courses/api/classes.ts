import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { ClassListRequest } from '@/contract/schemas/courses';
import { callEndpoint } from '@/src/lib/api-client';
import { coursesKeys, type ListFilter, type StudentFilter } from './keys';

export const classesPageSize = 20;
export const classStudentsPageSize = 20;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function classSchoolsQueryOptions() {
  return queryOptions({
    queryKey: coursesKeys.schools(),
    queryFn: ({ signal }) => callEndpoint(api.classSchools, withSignal(signal)),
  });
}

/** The schools whose classes the admin manages. */
export const useClassSchools = () => useSuspenseQuery(classSchoolsQueryOptions());

export function fetchSchoolClasses(schoolId: string, filter: ListFilter, signal?: AbortSignal) {
  return callEndpoint(api.schoolClasses, {
    params: { id: schoolId },
    body: {
      page: filter.page,
      pageSize: classesPageSize,
      sort: filter.sort as NonNullable<ClassListRequest['sort']>,
      dir: filter.dir,
      ...(filter.q ? { q: filter.q } : {}),
    },
    ...withSignal(signal),
  });
}

export function schoolClassesQueryOptions(schoolId: string, filter: ListFilter) {
  return queryOptions({
    queryKey: coursesKeys.schoolClasses(schoolId, filter),
    queryFn: ({ signal }) => fetchSchoolClasses(schoolId, filter, signal),
  });
}

/** A page of one school's classes. */
export const useSchoolClasses = (schoolId: string, filter: ListFilter) => useSuspenseQuery(schoolClassesQueryOptions(schoolId, filter));

export function classOptionsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: coursesKeys.options(schoolId),
    queryFn: ({ signal }) => callEndpoint(api.classOptions, { params: { id: schoolId }, ...withSignal(signal) }),
  });
}

/** The school's teachers, grade sections and the catalogue's courses, for the class forms. */
export const useClassOptions = (schoolId: string) => useSuspenseQuery(classOptionsQueryOptions(schoolId));

export function adminClassQueryOptions(classId: string) {
  return queryOptions({
    queryKey: coursesKeys.class(classId),
    queryFn: ({ signal }) => callEndpoint(api.adminClass, { params: { id: classId }, ...withSignal(signal) }),
  });
}

/** One class with its counts. */
export const useAdminClass = (classId: string) => useSuspenseQuery(adminClassQueryOptions(classId));

export function classStudentsQueryOptions(classId: string, filter: StudentFilter) {
  return queryOptions({
    queryKey: coursesKeys.classStudents(classId, filter),
    queryFn: ({ signal }) =>
      callEndpoint(api.classStudents, {
        params: { id: classId },
        body: { page: filter.page, pageSize: classStudentsPageSize, show: filter.show, ...(filter.q ? { q: filter.q } : {}) },
        ...withSignal(signal),
      }),
  });
}

/** A page of the class's students, or of its school's students not in it. */
export const useClassStudents = (classId: string, filter: StudentFilter) => useSuspenseQuery(classStudentsQueryOptions(classId, filter));
