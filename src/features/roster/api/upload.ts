import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { fileToBase64 } from '@/src/lib/file-base64';
import { rosterKeys } from './keys';

export interface RosterTarget {
  districtId: string;
  /** None: the whole district. */
  schoolId?: string;
}

export async function uploadRoster({ target, file }: { target: RosterTarget; file: File }) {
  const body = { ...target, fileName: file.name, file: await fileToBase64(file) };
  return callEndpoint(api.rosterImportCreate, { body });
}

/** Uploads a zip for its dry run (stored as an import, so the history changes too). Errors show in the upload card. */
export function useUploadRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRoster,
    onSuccess: (created) => {
      queryClient.setQueryData(rosterKeys.detail(created._id), created);
      return queryClient.invalidateQueries({ queryKey: rosterKeys.imports() });
    },
    meta: { errorMessage: false },
  });
}
