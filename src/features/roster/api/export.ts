import { useMutation } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { downloadFile } from '@/src/lib/download-file';
import type { RosterTarget } from './upload';

export async function exportRoster(target: RosterTarget) {
  downloadFile(await callEndpoint(api.rosterExport, { body: target }));
}

/** Downloads the target's current roster as a OneRoster zip. Failures: the shared snackbar. */
export function useExportRoster() {
  return useMutation({ mutationFn: exportRoster });
}
