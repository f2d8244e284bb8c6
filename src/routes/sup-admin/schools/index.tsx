import { createFileRoute } from '@tanstack/react-router';
import { loadSchools } from '@/src/features/organisation/api/route-loaders';
import { SchoolsConsole, SchoolsConsoleError, SchoolsConsolePending } from '@/src/features/organisation/components/console-pages';
import { listSearch, schoolSortKeys } from '@/src/features/organisation/lib/list-search';

export const Route = createFileRoute('/sup-admin/schools/')({
  validateSearch: listSearch(schoolSortKeys),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadSchools(queryClient, deps),
  pendingComponent: SchoolsConsolePending,
  errorComponent: SchoolsConsoleError,
  component: () => <SchoolsConsole area="sup-admin" canCreate />,
});
