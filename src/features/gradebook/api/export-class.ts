import { useMutation } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { downloadText } from '@/src/lib/download-file';

/** The class's grade book as CSV (a download, not cached data: a mutation, named by what it does). */
export function exportClass(instanceId: string) {
  return callEndpoint(api.gradebookExport, { params: { id: instanceId } });
}

/** Downloads a class's grade book as CSV; failures go to the shared error snackbar. */
export function useExportClass(instanceId: string) {
  return useMutation({
    mutationFn: () => exportClass(instanceId),
    onSuccess: ({ filename, csv }) => downloadText(filename, csv),
  });
}
