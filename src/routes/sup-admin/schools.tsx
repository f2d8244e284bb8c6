import { createFileRoute } from '@tanstack/react-router';
import { schoolsQueryOptions } from '@/src/features/admin/api/schools';
import { SchoolsError, SchoolsPage, SchoolsPending } from '@/src/features/admin/components/schools-page';

export const Route = createFileRoute('/sup-admin/schools')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(schoolsQueryOptions());
  },
  pendingComponent: SchoolsPending,
  errorComponent: SchoolsError,
  component: SchoolsPage,
});
