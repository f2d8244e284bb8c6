import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/src/features/teacher/api/dashboard';
import { usersCountQueryOptions } from '@/src/features/teacher/api/users-count';
import { DashboardError, DashboardPage, DashboardPending } from '@/src/features/teacher/components/dashboard-page';
import { useSchoolStore } from '@/src/lib/school-id';

export const Route = createFileRoute('/teacher/')({
  loader: async ({ context: { queryClient } }) => {
    const schoolId = useSchoolStore.getState().schoolId;
    // The head counts are a part with states of their own (a failure leaves them out, ARCHITECTURE.md §6):
    // started with the page, not waited for.
    void queryClient.prefetchQuery(usersCountQueryOptions(schoolId));
    await queryClient.ensureQueryData(dashboardQueryOptions(schoolId));
  },
  pendingComponent: DashboardPending,
  errorComponent: DashboardError,
  component: DashboardPage,
});
