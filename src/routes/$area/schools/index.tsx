import { createFileRoute } from '@tanstack/react-router';
import { loadSchools } from '@/src/features/organisation/api/route-loaders';
import { SchoolsConsole, SchoolsConsoleError, SchoolsConsolePending } from '@/src/features/organisation/components/console-pages';
import { listSearch, schoolSortKeys } from '@/src/features/organisation/lib/list-search';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/$area/schools/')({
  validateSearch: listSearch(schoolSortKeys),
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['organisation'], loadSchools(queryClient, deps)),
  pendingComponent: SchoolsConsolePending,
  errorComponent: SchoolsConsoleError,
  component: function SchoolsRoute() {
    const { area } = Route.useParams();
    const { user } = Route.useRouteContext();
    if (area === 'sup-admin') return <SchoolsConsole area={area} canCreate />;
    // A district admin adds schools to their district; a school admin only looks after theirs.
    const canCreate = user.role === 'district-admin' && Boolean(user._district);
    return <SchoolsConsole area={area} canCreate={canCreate} districtId={user._district ?? undefined} />;
  },
});
