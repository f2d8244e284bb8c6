import { createFileRoute } from '@tanstack/react-router';
import { childrenQueryOptions } from '@/src/features/parent/api/children';
import { ChildrenError, ChildrenPage, ChildrenPending } from '@/src/features/parent/components/children-page';

export const Route = createFileRoute('/parent/')({
  // Loader, page, skeleton and error state in one chunk of their own: each split point costs the first
  // page's JavaScript a stub (the sign-in budget), and the four are needed together anyway.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(childrenQueryOptions());
  },
  pendingComponent: ChildrenPending,
  errorComponent: ChildrenError,
  component: ChildrenPage,
});
