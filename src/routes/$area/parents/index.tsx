import { createFileRoute } from '@tanstack/react-router';
import { loadParents } from '@/src/features/people/api/route-loaders';
import { ParentsError, ParentsPage, ParentsPending } from '@/src/features/people/components/parents-route';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { validatePeopleListSearch } from '@/src/lib/people-list-search';

export const Route = createFileRoute('/$area/parents/')({
  validateSearch: validatePeopleListSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['people'], loadParents(queryClient, deps)),
  pendingComponent: ParentsPending,
  errorComponent: ParentsError,
  component: () => <ParentsPage area={Route.useParams().area} />,
});
