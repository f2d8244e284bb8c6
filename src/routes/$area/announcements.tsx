import { createFileRoute } from '@tanstack/react-router';
import {
  AnnouncementsError,
  AnnouncementsPending,
  AnnouncementsRoutePage,
} from '@/src/features/communication/announcements/announcements-page';
import { loadAnnouncements } from '@/src/features/communication/announcements/route-search';
import { pageNumber, searchSchema } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ page: pageNumber });

export const Route = createFileRoute('/$area/announcements')({
  validateSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 0 }),
  loader: ({ context: { queryClient }, deps: { page } }) => loadAnnouncements(queryClient, page),
  pendingComponent: AnnouncementsPending,
  errorComponent: AnnouncementsError,
  component: AnnouncementsRoutePage,
});
