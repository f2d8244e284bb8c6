import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { rosterKeys } from './keys';

export function rollBackImport(id: string) {
  return callEndpoint(api.rosterImportRollback, { params: { id } });
}

/** Puts back what an import wrote; the history (and the opened import) refresh. Failures: the shared snackbar. */
export function useRollBackImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rollBackImport, onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKeys.all }) });
}
