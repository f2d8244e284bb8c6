import type { QueryClient } from '@tanstack/react-query';
import { adminAnnouncementsQueryOptions, announcementAudiencesQueryOptions } from './api/admin-announcements';

/** The loader of both announcements routes: the page of the list and the form's audiences at once. */
export async function loadAnnouncements(queryClient: QueryClient, page: number) {
  await Promise.all([
    queryClient.ensureQueryData(adminAnnouncementsQueryOptions(page)),
    queryClient.ensureQueryData(announcementAudiencesQueryOptions()),
  ]);
}
