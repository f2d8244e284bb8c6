import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { privacyKeys } from './keys';

/** After a deletion is scheduled or cancelled: the student's badge in the lists and their record page (and its log). */
function useRefreshStudent() {
  const queryClient = useQueryClient();
  return (studentId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: privacyKeys.studentLists() }),
      queryClient.invalidateQueries({ queryKey: privacyKeys.record(studentId) }),
    ]);
}

export function requestStudentDeletion({ studentId, confirmName }: { studentId: string; confirmName: string }) {
  return callEndpoint(api.studentDeletionRequest, { params: { id: studentId }, body: { confirmName } });
}

/** Schedules the purge after the grace period. Failures are shown by the dialog (a 400 on its field). */
export function useRequestStudentDeletion() {
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: requestStudentDeletion,
    onSettled: (_data, _error, { studentId }) => refresh(studentId),
    meta: { errorMessage: false },
  });
}

export function cancelStudentDeletion(studentId: string) {
  return callEndpoint(api.studentDeletionCancel, { params: { id: studentId } });
}

/** Cancels a pending deletion. Failures are shown by the page (a 409 kindly). */
export function useCancelStudentDeletion() {
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: cancelStudentDeletion,
    onSettled: (_data, _error, studentId) => refresh(studentId),
    meta: { errorMessage: false },
  });
}
