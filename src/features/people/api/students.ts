import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { StudentCreate, StudentDetail, StudentListRequest, StudentUpdate } from '@/contract/schemas/admin-people';
import { callEndpoint } from '@/src/lib/api-client';
import { peopleKeys, peoplePageSize, privacyStudentListsKey } from './keys';

export function fetchStudents(filter: StudentListRequest, signal?: AbortSignal) {
  return callEndpoint(api.adminStudents, { body: { pageSize: peoplePageSize, ...filter }, ...(signal ? { signal } : {}) });
}

export function studentsQueryOptions(filter: StudentListRequest) {
  return queryOptions({ queryKey: peopleKeys.students(filter), queryFn: ({ signal }) => fetchStudents(filter, signal) });
}

/** A page of the students the admin reaches (the same list as the privacy page's). */
export function useStudents(filter: StudentListRequest) {
  return useSuspenseQuery(studentsQueryOptions(filter));
}

export function fetchStudent(studentId: string, signal?: AbortSignal) {
  return callEndpoint(api.adminStudent, { params: { id: studentId }, ...(signal ? { signal } : {}) });
}

export function studentQueryOptions(studentId: string) {
  return queryOptions({ queryKey: peopleKeys.student(studentId), queryFn: ({ signal }) => fetchStudent(studentId, signal) });
}

export function useStudent(studentId: string) {
  return useSuspenseQuery(studentQueryOptions(studentId));
}

/** After any change to a student: their page takes the answer; both student lists (here and privacy) reload. */
function useStudentSaved() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (student: StudentDetail) => queryClient.setQueryData(peopleKeys.student(student._id), student),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.studentLists() }),
        queryClient.invalidateQueries({ queryKey: privacyStudentListsKey }),
      ]),
  };
}

/** Failures are shown by the form (409 on the student number, 400 on the section). */
export function useCreateStudent() {
  return useMutation({
    mutationFn: (body: StudentCreate) => callEndpoint(api.adminStudentCreate, { body }),
    ...useStudentSaved(),
    meta: { errorMessage: false },
  });
}

export function useUpdateStudent(studentId: string) {
  return useMutation({
    mutationFn: (body: StudentUpdate) => callEndpoint(api.adminStudentUpdate, { params: { id: studentId }, body }),
    ...useStudentSaved(),
    meta: { errorMessage: false },
  });
}

export function useStudentStatus(studentId: string) {
  return useMutation({
    mutationFn: (active: boolean) => callEndpoint(api.adminStudentStatus, { params: { id: studentId }, body: { active } }),
    ...useStudentSaved(),
  });
}
