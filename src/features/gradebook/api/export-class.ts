import { useMutation } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';

/** The class's grade book as CSV (a download, not cached data: a mutation, named by what it does). */
export function exportClass(instanceId: string) {
  return callEndpoint(api.gradebookExport, { params: { id: instanceId } });
}

/** Hands a text file to the browser as a download (the CSV already starts with its UTF-8 BOM). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a class's grade book as CSV; failures go to the shared error snackbar. */
export function useExportClass(instanceId: string) {
  return useMutation({
    mutationFn: () => exportClass(instanceId),
    onSuccess: ({ filename, csv }) => downloadText(filename, csv),
  });
}
