import { createFileRoute } from '@tanstack/react-router';
import { childDashboardQueryOptions } from '@/src/features/parent/api/child-dashboard';
import { childrenQueryOptions } from '@/src/features/parent/api/children';
import { ChildrenError, ChildrenPage, ChildrenPending } from '@/src/features/parent/components/children-page';
import { selectedChild } from '@/src/features/parent/lib/selected-child';
import { searchSchema, uuid } from '@/src/lib/search-params';

// `?child=<id>`: which child (grade notifications link to it). A const, so the route's search type is
// inferred before `loaderDeps` reads it.
const validateSearch = searchSchema({ child: uuid });

export const Route = createFileRoute('/parent/')({
  validateSearch,
  loaderDeps: ({ search }) => ({ child: search.child }),
  loader: async ({ context: { queryClient }, deps }) => {
    const child = selectedChild(await queryClient.ensureQueryData(childrenQueryOptions()), deps.child);
    // The child's dashboard loads in its own boundary: the page (and the switcher) show at once.
    if (child) void queryClient.prefetchQuery(childDashboardQueryOptions(child._id));
  },
  pendingComponent: ChildrenPending,
  errorComponent: ChildrenError,
  component: ParentLanding,
});

function ParentLanding() {
  const { child } = Route.useSearch();
  return <ChildrenPage wanted={child} />;
}
