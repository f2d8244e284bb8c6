import { createFileRoute } from '@tanstack/react-router';
import { schoolsQueryOptions } from '@/src/features/admin/api/schools';
import { SchoolsError, SchoolsPage, SchoolsPending } from '@/src/features/admin/components/schools-page';

export const Route = createFileRoute('/sup-admin/schools')({
  // Loader, page, skeleton and error state in one chunk of their own: each split point costs the first
  // page's JavaScript a stub (the sign-in budget), and the four are needed together anyway.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(schoolsQueryOptions());
  },
  pendingComponent: SchoolsPending,
  errorComponent: SchoolsError,
  component: SchoolsPage,
});
