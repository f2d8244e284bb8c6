import { createFileRoute } from '@tanstack/react-router';
import { SchoolsError, SchoolsPage, SchoolsPending } from '@/src/features/admin/components/schools-page';
import { schoolsQueryOptions } from '@/src/lib/schools-query';

export const Route = createFileRoute('/admin/')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(schoolsQueryOptions());
  },
  pendingComponent: SchoolsPending,
  errorComponent: SchoolsError,
  component: SchoolsPage,
});
