import { createFileRoute } from '@tanstack/react-router';
import { SchoolsError, SchoolsPage, SchoolsPending } from '@/src/features/admin/components/schools-page';
import { loadDistricts } from '@/src/features/organisation/api/route-loaders';
import { DistrictsConsole, DistrictsConsoleError, DistrictsConsolePending } from '@/src/features/organisation/components/console-pages';
import { districtSortKeys, listSearch } from '@/src/features/organisation/lib/list-search';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { schoolsQueryOptions } from '@/src/lib/schools-query';

/**
 * Each area's home: the super admin's districts console (`/sup-admin`, its list state in the
 * address), a school or district admin's school cards (`/admin`).
 */
// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
export const Route = createFileRoute('/$area/')({
  validateSearch: listSearch(districtSortKeys),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { area }, deps }) => {
    // The feature's messages alongside its data (in the route's own chunk, not the route tree).
    if (area === 'sup-admin') await withCatalogs(['organisation'], loadDistricts(queryClient, deps));
    else await withCatalogs(['admin'], queryClient.ensureQueryData(schoolsQueryOptions()));
  },
  pendingComponent: () => (Route.useParams().area === 'sup-admin' ? <DistrictsConsolePending /> : <SchoolsPending />),
  errorComponent: (props) => (Route.useParams().area === 'sup-admin' ? <DistrictsConsoleError {...props} /> : <SchoolsError {...props} />),
  component: () => (Route.useParams().area === 'sup-admin' ? <DistrictsConsole /> : <SchoolsPage />),
});
