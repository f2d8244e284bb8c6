import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { GradebookTemplate, GradebookTemplateSave } from '@/contract/schemas/gradebook';
import { ApiError, callEndpointRaw } from '@/src/lib/api-client';
import { showSnackbar } from '@/src/lib/snackbar';
import { gradebookKeys } from './keys';
import { networkRetry, networkRetryDelay } from './offline-options';

/** ARCHITECTURE.md §6: the failure text when the server gave no message of its own. */
export const saveFailedMessage = 'Error saving gradebook';

/** The whole template as the save expects it; `version` is the stored version the edits started from. */
export function toSaveBody(template: GradebookTemplate): GradebookTemplateSave {
  const { _id, _course, type, gradings, unassigned, version } = template;
  return { _id, _course, type, gradings, unassigned, version };
}

export async function saveTemplate(template: GradebookTemplate) {
  return callEndpointRaw(api.gradebookSave, { body: toSaveBody(template) });
}

/** The template stored now, when a save failed because it was stale (409); otherwise undefined. */
export function conflictOf(error: unknown): GradebookTemplate | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  // Checked by hand, not with the contract's zod schema: zod stays off the browser (ARCHITECTURE.md §4),
  // and these saves load with every staff page (offline grade entry, ARCHITECTURE.md §20).
  const current = error.body.current as GradebookTemplate | undefined;
  return current && typeof current === 'object' && typeof current._id === 'string' && Array.isArray(current.gradings) ? current : undefined;
}

/** The server's own message, or exactly "Error saving gradebook" (network failures and bodies without one). */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.body.code !== 'HTTP' && error.body.message) return error.body.message;
  return saveFailedMessage;
}

/** Puts a stored template into the templates list (replacing it, or adding a newly created course template). */
export function putTemplate(queryClient: QueryClient, template: GradebookTemplate) {
  queryClient.setQueryData(gradebookKeys.templates(), (list: GradebookTemplate[] | undefined) => {
    if (!list) return list;
    const at = list.findIndex((t) => t._id === template._id);
    return at >= 0 ? list.map((t, i) => (i === at ? template : t)) : [...list, template];
  });
}

/** The key of every template save: its options are the client's defaults for it (a save restored after a reload). */
export const templateMutationKey = [...gradebookKeys.all, 'save-template'] as const;

/**
 * Saves a template. Success: the server's message in a success snackbar, the stored copy in the
 * cache. A 409 puts the stored template in the cache and is left to the caller (the conflict
 * dialog: nothing is lost silently; a save replayed after a reload, with no editor to ask, says so
 * in a snackbar); any other failure shows the server's message or "Error saving gradebook".
 * Offline the save waits and is replayed in order with the score saves (ARCHITECTURE.md §20).
 */
export function templateMutationOptions(queryClient: QueryClient, conflictNotice?: () => void) {
  return {
    mutationKey: templateMutationKey,
    mutationFn: saveTemplate,
    retry: networkRetry,
    retryDelay: networkRetryDelay,
    meta: { errorMessage: false as const },
    onSuccess: ({ data, message }: { data: GradebookTemplate; message?: string }) => {
      putTemplate(queryClient, data);
      showSnackbar(message ?? 'Gradebook saved', 'success');
      // A course may now have its own template, and its classes grade by it.
      void queryClient.invalidateQueries({ queryKey: gradebookKeys.courses() });
      void queryClient.invalidateQueries({ queryKey: gradebookKeys.classes() });
    },
    onError: (error: unknown) => {
      const current = conflictOf(error);
      if (current) {
        putTemplate(queryClient, current);
        conflictNotice?.();
      } else showSnackbar(saveErrorMessage(error), 'error');
    },
  };
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation(templateMutationOptions(queryClient));
}
