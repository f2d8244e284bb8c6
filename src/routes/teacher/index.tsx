import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/src/features/teacher/api/dashboard';
import { usersCountQueryOptions } from '@/src/features/teacher/api/users-count';
import { DashboardError, DashboardPage, DashboardPending } from '@/src/features/teacher/components/dashboard-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { useSchoolStore } from '@/src/lib/school-id';

export const Route = createFileRoute('/teacher/')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient } }) => {
    const schoolId = useSchoolStore.getState().schoolId;
    // The head counts are a part with states of their own (a failure leaves them out, ARCHITECTURE.md §6):
    // started with the page, not waited for.
    void queryClient.prefetchQuery(usersCountQueryOptions(schoolId));
    return withCatalogs(['teacher'], queryClient.ensureQueryData(dashboardQueryOptions(schoolId)));
  },
  pendingComponent: DashboardPending,
  errorComponent: DashboardError,
  component: DashboardPage,
});
