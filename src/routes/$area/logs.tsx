import { createFileRoute } from '@tanstack/react-router';
import { loadLogs } from '@/src/features/logs/api/route-loader';
import { LogsError, LogsPending, LogsRoutePage } from '@/src/features/logs/components/logs-page';
import { validateLogsSearch } from '@/src/features/logs/lib/route-search';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/$area/logs')({
  validateSearch: validateLogsSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['logs'], loadLogs(queryClient, deps)),
  pendingComponent: LogsPending,
  errorComponent: LogsError,
  component: LogsRoutePage,
});
