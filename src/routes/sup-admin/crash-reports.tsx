import { createFileRoute } from '@tanstack/react-router';
import { crashGroupsQueryOptions } from '@/src/features/communication/reports/api/crash-reports';
import {
  CrashReportsError,
  CrashReportsPage,
  type CrashReportsPageProps,
  CrashReportsPending,
} from '@/src/features/communication/reports/components/crash-reports-page';
import { crashGroupFilter, crashReportsSearch } from '@/src/features/communication/reports/search';

export const Route = createFileRoute('/sup-admin/crash-reports')({
  // Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
  validateSearch: crashReportsSearch,
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(crashGroupsQueryOptions(crashGroupFilter(deps)));
  },
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
