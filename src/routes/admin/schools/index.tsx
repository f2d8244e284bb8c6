import { createFileRoute } from '@tanstack/react-router';
import { loadSchools } from '@/src/features/organisation/api/route-loaders';
import { SchoolsConsole, SchoolsConsoleError, SchoolsConsolePending } from '@/src/features/organisation/components/console-pages';
import { listSearch, schoolSortKeys } from '@/src/features/organisation/lib/list-search';

export const Route = createFileRoute('/admin/schools/')({
  validateSearch: listSearch(schoolSortKeys),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadSchools(queryClient, deps),
  pendingComponent: SchoolsConsolePending,
  errorComponent: SchoolsConsoleError,
  component: function AdminSchools() {
    const { user } = Route.useRouteContext();
    // A district admin adds schools to their district; a school admin only looks after theirs.
    const canCreate = user.role === 'district-admin' && Boolean(user._district);
    return <SchoolsConsole area="admin" canCreate={canCreate} districtId={user._district ?? undefined} />;
  },
});
