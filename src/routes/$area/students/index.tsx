import { createFileRoute } from '@tanstack/react-router';
import { loadStudents } from '@/src/features/people/api/route-loaders';
import { StudentsError, StudentsPage, StudentsPending } from '@/src/features/people/components/students-route';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { validatePeopleListSearch } from '@/src/lib/people-list-search';

export const Route = createFileRoute('/$area/students/')({
  validateSearch: validatePeopleListSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['people'], loadStudents(queryClient, deps)),
  pendingComponent: StudentsPending,
  errorComponent: StudentsError,
  component: () => <StudentsPage area={Route.useParams().area} />,
});
