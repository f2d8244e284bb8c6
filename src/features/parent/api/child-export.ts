import { useMutation } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { downloadFile } from '@/src/lib/download-file';

export async function downloadChildRecord(childId: string) {
  downloadFile(await callEndpoint(api.parentChildExport, { params: { id: childId } }));
}

/** Downloads a child's whole record as a zip; a failure (a 429 after many tries) shows the server's message. */
export function useDownloadChildRecord() {
  return useMutation({ mutationFn: downloadChildRecord });
}
