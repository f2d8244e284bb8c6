import { createFileRoute } from '@tanstack/react-router';
import { loadAdmins } from '@/src/features/organisation/api/route-loaders';
import { AdminsConsole, AdminsConsoleError, AdminsConsolePending } from '@/src/features/organisation/components/console-pages';
import { accountSortKeys, listSearch } from '@/src/features/organisation/lib/list-search';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/$area/school-admins')({
  validateSearch: listSearch(accountSortKeys),
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['organisation'], loadAdmins(queryClient, 'school-admin', deps)),
  pendingComponent: () => <AdminsConsolePending accountRole="school-admin" />,
  errorComponent: (props) => <AdminsConsoleError {...props} accountRole="school-admin" />,
  component: () => <AdminsConsole accountRole="school-admin" />,
});
