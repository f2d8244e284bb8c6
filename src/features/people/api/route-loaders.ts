import type { QueryClient } from '@tanstack/react-query';
import { parentSortKeys, studentSortKeys, teacherSortKeys } from '@/contract/schemas/admin-people';
import { listRequest, type PeopleListSearch, studentListRequest } from '../lib/list-search';
import { parentQueryOptions, parentsQueryOptions } from './parents';
import { schoolOptionsQueryOptions } from './school-options';
import { studentQueryOptions, studentsQueryOptions } from './students';
import { teacherQueryOptions, teachersQueryOptions } from './teachers';

/** Each list route's loader: the page of people and the school options of its filters, together. */
export async function loadTeachers(queryClient: QueryClient, search: PeopleListSearch) {
  await Promise.all([
    queryClient.ensureQueryData(schoolOptionsQueryOptions()),
    queryClient.ensureQueryData(teachersQueryOptions(listRequest(search, teacherSortKeys))),
  ]);
}

export async function loadStudents(queryClient: QueryClient, search: PeopleListSearch) {
  await Promise.all([
    queryClient.ensureQueryData(schoolOptionsQueryOptions()),
    queryClient.ensureQueryData(studentsQueryOptions(studentListRequest(search, studentSortKeys))),
  ]);
}

export async function loadParents(queryClient: QueryClient, search: PeopleListSearch) {
  await Promise.all([
    queryClient.ensureQueryData(schoolOptionsQueryOptions()),
    queryClient.ensureQueryData(parentsQueryOptions(listRequest(search, parentSortKeys))),
  ]);
}

/** Each detail route's loader: the person, and the school options its dialogs offer. */
export async function loadTeacher(queryClient: QueryClient, teacherId: string) {
  await Promise.all([
    queryClient.ensureQueryData(teacherQueryOptions(teacherId)),
    queryClient.ensureQueryData(schoolOptionsQueryOptions()),
  ]);
}

export async function loadStudent(queryClient: QueryClient, studentId: string) {
  await Promise.all([
    queryClient.ensureQueryData(studentQueryOptions(studentId)),
    queryClient.ensureQueryData(schoolOptionsQueryOptions()),
  ]);
}

export async function loadParent(queryClient: QueryClient, parentId: string) {
  await queryClient.ensureQueryData(parentQueryOptions(parentId));
}
