import type { QueryClient } from '@tanstack/react-query';
import { scoreMutationKey, scoreMutationOptions } from '../api/save-score';
import { templateMutationKey, templateMutationOptions } from '../api/save-template';
import { noteTemplateConflict } from './template-conflict';

/**
 * The gradebook's changes as the client's defaults (`setMutationDefaults`): a save restored from
 * the offline cache after a reload or a closed tab has no component to give it its function, so it
 * takes them from here. Must run before the cache is restored (ARCHITECTURE.md §20).
 */
export function registerGradebookMutations(client: QueryClient) {
  client.setMutationDefaults(scoreMutationKey, scoreMutationOptions(client));
  client.setMutationDefaults(templateMutationKey, templateMutationOptions(client, noteTemplateConflict));
}
