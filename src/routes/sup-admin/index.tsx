import { createFileRoute } from '@tanstack/react-router';
import { DistrictsError, DistrictsPage, DistrictsPending } from '@/src/features/admin/components/districts-page';
import { districtsQueryOptions } from '@/src/lib/districts-query';
import { schoolsQueryOptions } from '@/src/lib/schools-query';

export const Route = createFileRoute('/sup-admin/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(districtsQueryOptions()), queryClient.ensureQueryData(schoolsQueryOptions())]);
  },
  pendingComponent: DistrictsPending,
  errorComponent: DistrictsError,
  component: DistrictsPage,
});
