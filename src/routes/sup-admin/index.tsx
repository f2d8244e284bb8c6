import { createFileRoute } from '@tanstack/react-router';
import { loadDistricts } from '@/src/features/organisation/api/route-loaders';
import { DistrictsConsole, DistrictsConsoleError, DistrictsConsolePending } from '@/src/features/organisation/components/console-pages';
import { districtSortKeys, listSearch } from '@/src/features/organisation/lib/list-search';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
export const Route = createFileRoute('/sup-admin/')({
  validateSearch: listSearch(districtSortKeys),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadDistricts(queryClient, deps),
  pendingComponent: DistrictsConsolePending,
  errorComponent: DistrictsConsoleError,
  component: DistrictsConsole,
});
