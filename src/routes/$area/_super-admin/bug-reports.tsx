import { createFileRoute } from '@tanstack/react-router';
import { bugReportsQueryOptions } from '@/src/features/communication/reports/api/bug-reports';
import { bugReportFilter } from '@/src/features/communication/reports/api/keys';
import {
  BugReportsError,
  BugReportsPage,
  type BugReportsPageProps,
  BugReportsPending,
} from '@/src/features/communication/reports/components/bug-reports-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { oneOf, pageNumber, searchSchema, text, uuid } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({
  status: oneOf(['open', 'in-progress', 'closed', 'all'] as const),
  q: text(200),
  page: pageNumber,
  report: uuid,
});

export const Route = createFileRoute('/$area/_super-admin/bug-reports')({
  validateSearch,
  // The open report is not a dependency: opening it loads it in the drawer, not the list again.
  loaderDeps: ({ search: { status, q, page } }) => ({ status, q, page }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) =>
    withCatalogs(['communication'], queryClient.ensureQueryData(bugReportsQueryOptions(bugReportFilter(deps)))),
  pendingComponent: BugReportsPending,
  errorComponent: BugReportsError,
  component: BugReportsRoute,
});

function BugReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange: BugReportsPageProps['onChange'] = (change) => {
    // A new filter or page replaces the entry; opening or closing a report is a step of its own.
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: !('report' in change), resetScroll: false });
  };
  return <BugReportsPage search={search} onChange={onChange} />;
}
