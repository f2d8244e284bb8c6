import { createFileRoute } from '@tanstack/react-router';
import { RosterError, RosterPending, RosterRoutePage } from '@/src/features/roster/components/roster-page';
import { loadRoster } from '@/src/features/roster/route-load';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { pageNumber, searchSchema } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ page: pageNumber });

export const Route = createFileRoute('/$area/roster')({
  validateSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 0 }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient, user }, deps: { page } }) => withCatalogs(['roster'], loadRoster(queryClient, user.role, page)),
  pendingComponent: RosterPending,
  errorComponent: RosterError,
  component: RosterRoutePage,
});
