import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { ClassCreate } from '@/contract/schemas/courses';
import { callEndpoint } from '@/src/lib/api-client';
import { coursesKeys } from './keys';

/**
 * Changes to classes. Each refreshes the class lists and pages, and the catalogue (its class
 * counts). Failures show in the dialog or form that started them.
 */
function useClassChange<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: coursesKeys.classes() }),
        queryClient.invalidateQueries({ queryKey: coursesKeys.catalogue() }),
      ]),
    meta: { errorMessage: false as const },
  });
}

export const useCreateClass = () =>
  useClassChange(({ schoolId, body }: { schoolId: string; body: ClassCreate }) =>
    callEndpoint(api.classCreate, { params: { id: schoolId }, body }),
  );
export const useChangeTeacher = () =>
  useClassChange(({ classId, teacherId }: { classId: string; teacherId: string }) =>
    callEndpoint(api.classTeacher, { params: { id: classId }, body: { teacherId } }),
  );
export const useEnrollStudents = () =>
  useClassChange(({ classId, studentIds }: { classId: string; studentIds: string[] }) =>
    callEndpoint(api.classEnroll, { params: { id: classId }, body: { studentIds } }),
  );
export const useUnenrollStudents = () =>
  useClassChange(({ classId, studentIds }: { classId: string; studentIds: string[] }) =>
    callEndpoint(api.classUnenroll, { params: { id: classId }, body: { studentIds } }),
  );
export const useDeleteClass = () => useClassChange((classId: string) => callEndpoint(api.classDelete, { params: { id: classId } }));
