import { createFileRoute } from '@tanstack/react-router';
import { loadLogs } from '@/src/features/logs/api/route-loader';
import { LogsError, LogsPending, LogsRoutePage } from '@/src/features/logs/components/logs-page';
import { day, oneOf, pageNumber, searchSchema, text } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({
  tab: oneOf(['audit', 'sign-ins'] as const),
  q: text(100),
  entity: text(60),
  record: text(100),
  action: text(100),
  outcome: oneOf(['success', 'failure', 'locked', 'sign-out'] as const),
  from: day,
  to: day,
  page: pageNumber,
  sort: oneOf(['at', 'actor', 'action', 'record', 'email', 'outcome'] as const),
  dir: oneOf(['asc', 'desc'] as const),
});

export const Route = createFileRoute('/admin/logs')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadLogs(queryClient, deps),
  pendingComponent: LogsPending,
  errorComponent: LogsError,
  component: LogsRoutePage,
});
