import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadParent } from '@/src/features/people/api/route-loaders';
import { ParentError, ParentPage, ParentPending } from '@/src/features/people/components/parent-route';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/$area/parents/$parentId')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient }, params: { parentId } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(parentId)) throw notFound();
    await withCatalogs(['people'], loadParent(queryClient, parentId));
  },
  pendingComponent: ParentPending,
  errorComponent: (props) => <ParentError {...props} area={Route.useParams().area} />,
  component: function ParentRoute() {
    const { area, parentId } = Route.useParams();
    return <ParentPage area={area} parentId={parentId} />;
  },
});
