import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/src/features/teacher/api/dashboard';
import { usersCountQueryOptions } from '@/src/features/teacher/api/users-count';
import { DashboardPage } from '@/src/features/teacher/components/dashboard-page';
import { useSchoolStore } from '@/src/lib/school-id';

export const Route = createFileRoute('/teacher/')({
  // Start both loads with the navigation; the page shows its own skeleton while they run.
  // The loader's imports (query cache, API client) load with it, not with every visitor's first page.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) => {
    const schoolId = useSchoolStore.getState().schoolId;
    void queryClient.prefetchQuery(dashboardQueryOptions(schoolId));
    void queryClient.prefetchQuery(usersCountQueryOptions(schoolId));
  },
  component: DashboardPage,
});
