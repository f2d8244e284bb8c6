import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/mycourse/content/id/{id}`: one item with its Markdown body and its neighbours. */
export const fetchContentItem = (contentId: string, signal?: AbortSignal) =>
  callEndpoint(api.contentItem, { params: { id: contentId }, signal });

export const contentItemQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: teacherKeys.contentItem(contentId),
    queryFn: ({ signal }) => fetchContentItem(contentId, signal),
    // Course content changes rarely; previous/next reuse what was read.
    staleTime: 5 * 60_000,
  });

export function useContentItem(contentId: string) {
  return useSuspenseQuery(contentItemQueryOptions(contentId));
}
