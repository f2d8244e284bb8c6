import { createFileRoute } from '@tanstack/react-router';
import { childrenQueryOptions } from '@/src/features/parent/api/children';
import { ChildrenError, ChildrenPage, ChildrenPending } from '@/src/features/parent/components/children-page';

export const Route = createFileRoute('/parent/')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(childrenQueryOptions());
  },
  pendingComponent: ChildrenPending,
  errorComponent: ChildrenError,
  component: ChildrenPage,
});
