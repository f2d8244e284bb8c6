import { createFileRoute } from '@tanstack/react-router';
import { crashGroupsQueryOptions } from '@/src/features/communication/reports/api/crash-reports';
import { crashGroupFilter } from '@/src/features/communication/reports/api/keys';
import {
  CrashReportsError,
  CrashReportsPage,
  type CrashReportsPageProps,
  CrashReportsPending,
} from '@/src/features/communication/reports/components/crash-reports-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { pageNumber, searchSchema, text } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({
  q: text(200),
  page: pageNumber,
});

export const Route = createFileRoute('/$area/_super-admin/crash-reports')({
  validateSearch,
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) =>
    withCatalogs(['communication'], queryClient.ensureQueryData(crashGroupsQueryOptions(crashGroupFilter(deps)))),
  pendingComponent: CrashReportsPending,
  errorComponent: CrashReportsError,
  component: CrashReportsRoute,
});

function CrashReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange: CrashReportsPageProps['onChange'] = (change) => {
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true, resetScroll: false });
  };
  return <CrashReportsPage search={search} onChange={onChange} />;
}
