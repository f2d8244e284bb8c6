import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { AccountUpdate, TeacherListRequest } from '@/contract/schemas/admin-people';
import { callEndpoint } from '@/src/lib/api-client';
import { peopleKeys, peoplePageSize } from './keys';

export function fetchTeachers(filter: TeacherListRequest, signal?: AbortSignal) {
  return callEndpoint(api.adminTeachers, { body: { pageSize: peoplePageSize, ...filter }, ...(signal ? { signal } : {}) });
}

export function teachersQueryOptions(filter: TeacherListRequest) {
  return queryOptions({ queryKey: peopleKeys.teachers(filter), queryFn: ({ signal }) => fetchTeachers(filter, signal) });
}

/** A page of the teachers the admin reaches. */
export function useTeachers(filter: TeacherListRequest) {
  return useSuspenseQuery(teachersQueryOptions(filter));
}

export function fetchTeacher(teacherId: string, signal?: AbortSignal) {
  return callEndpoint(api.adminTeacher, { params: { id: teacherId }, ...(signal ? { signal } : {}) });
}

export function teacherQueryOptions(teacherId: string) {
  return queryOptions({ queryKey: peopleKeys.teacher(teacherId), queryFn: ({ signal }) => fetchTeacher(teacherId, signal) });
}

export function useTeacher(teacherId: string) {
  return useSuspenseQuery(teacherQueryOptions(teacherId));
}

/** After a change: the teacher's page takes the answer, the lists reload. */
function useTeacherChange<V>(teacherId: string, mutationFn: (variables: V) => ReturnType<typeof fetchTeacher>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (teacher) => queryClient.setQueryData(peopleKeys.teacher(teacherId), teacher),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.teacherLists() }),
    ...(silent ? { meta: { errorMessage: false as const } } : {}),
  });
}

/** Name and email; failures are shown by the dialog (a 409 on the email field). */
export function useUpdateTeacher(teacherId: string) {
  return useTeacherChange(
    teacherId,
    (body: AccountUpdate) => callEndpoint(api.adminTeacherUpdate, { params: { id: teacherId }, body }),
    true,
  );
}

export function useTeacherStatus(teacherId: string) {
  return useTeacherChange(teacherId, (active: boolean) =>
    callEndpoint(api.adminTeacherStatus, { params: { id: teacherId }, body: { active } }),
  );
}

export function useAddTeacherSchool(teacherId: string) {
  return useTeacherChange(teacherId, (schoolId: string) =>
    callEndpoint(api.adminTeacherAddSchool, { params: { id: teacherId }, body: { schoolId } }),
  );
}

export function useRemoveTeacherSchool(teacherId: string) {
  return useTeacherChange(teacherId, (schoolId: string) =>
    callEndpoint(api.adminTeacherRemoveSchool, { params: { id: teacherId }, body: { schoolId } }),
  );
}

/** Deletes the account; a refusal (409: still teaching) reaches the snackbar with the classes named. */
export function useDeleteTeacher(teacherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.adminTeacherDelete, { params: { id: teacherId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: peopleKeys.teacher(teacherId) });
      return queryClient.invalidateQueries({ queryKey: peopleKeys.teacherLists() });
    },
  });
}
