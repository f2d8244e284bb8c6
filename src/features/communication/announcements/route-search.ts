import type { QueryClient } from '@tanstack/react-query';
import { adminAnnouncementsQueryOptions, announcementAudiencesQueryOptions } from './api/admin-announcements';

/** `?page=` of the announcements screens: a page number from 0 (anything else: the first page). Not zod (route search parsing is first-page JavaScript). */
export function validateAnnouncementsSearch(search: Record<string, unknown>): { page?: number } {
  const page = search.page;
  return typeof page === 'number' && Number.isInteger(page) && page > 0 && page < 100_000 ? { page } : {};
}

/** The loader of both announcements routes: the page of the list and the form's audiences at once. */
export async function loadAnnouncements(queryClient: QueryClient, page: number) {
  await Promise.all([
    queryClient.ensureQueryData(adminAnnouncementsQueryOptions(page)),
    queryClient.ensureQueryData(announcementAudiencesQueryOptions()),
  ]);
}
