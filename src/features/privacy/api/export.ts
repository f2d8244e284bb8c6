import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { downloadFile } from '@/src/lib/download-file';
import { privacyKeys } from './keys';

export async function downloadStudentRecord(studentId: string) {
  downloadFile(await callEndpoint(api.adminStudentExport, { params: { id: studentId } }));
}

/** Downloads a student's whole record as a zip (a failure shows the server's message); the download is itself logged, so the log is refreshed. */
export function useDownloadStudentRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadStudentRecord,
    onSuccess: (_data, studentId) => queryClient.invalidateQueries({ queryKey: privacyKeys.record(studentId) }),
  });
}
