import { createFileRoute } from '@tanstack/react-router';
import {
  AnnouncementsError,
  AnnouncementsPending,
  AnnouncementsRoutePage,
} from '@/src/features/communication/announcements/announcements-page';
import { loadAnnouncements } from '@/src/features/communication/announcements/route-search';
import { validateAnnouncementsSearch } from '@/src/features/communication/announcements/search';

export const Route = createFileRoute('/admin/announcements')({
  validateSearch: validateAnnouncementsSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 0 }),
  loader: ({ context: { queryClient }, deps: { page } }) => loadAnnouncements(queryClient, page),
  pendingComponent: AnnouncementsPending,
  errorComponent: AnnouncementsError,
  component: AnnouncementsRoutePage,
});
