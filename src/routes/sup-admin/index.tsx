import { createFileRoute } from '@tanstack/react-router';
import { districtsQueryOptions } from '@/src/features/admin/api/districts';
import { schoolsQueryOptions } from '@/src/features/admin/api/schools';
import { DistrictsError, DistrictsPage, DistrictsPending } from '@/src/features/admin/components/districts-page';

export const Route = createFileRoute('/sup-admin/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(districtsQueryOptions()), queryClient.ensureQueryData(schoolsQueryOptions())]);
  },
  pendingComponent: DistrictsPending,
  errorComponent: DistrictsError,
  component: DistrictsPage,
});
