import { createFileRoute } from '@tanstack/react-router';
import {
  AnnouncementsError,
  AnnouncementsPending,
  AnnouncementsRoutePage,
} from '@/src/features/communication/announcements/announcements-page';
import { loadAnnouncements } from '@/src/features/communication/announcements/route-search';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { pageNumber, searchSchema } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ page: pageNumber });

export const Route = createFileRoute('/$area/announcements')({
  validateSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 0 }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps: { page } }) => withCatalogs(['communication'], loadAnnouncements(queryClient, page)),
  pendingComponent: AnnouncementsPending,
  errorComponent: AnnouncementsError,
  component: AnnouncementsRoutePage,
});
