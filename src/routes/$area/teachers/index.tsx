import { createFileRoute } from '@tanstack/react-router';
import { loadTeachers } from '@/src/features/people/api/route-loaders';
import { TeachersError, TeachersPage, TeachersPending } from '@/src/features/people/components/teachers-route';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { validatePeopleListSearch } from '@/src/lib/people-list-search';

export const Route = createFileRoute('/$area/teachers/')({
  validateSearch: validatePeopleListSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['people'], loadTeachers(queryClient, deps)),
  pendingComponent: TeachersPending,
  errorComponent: TeachersError,
  component: () => <TeachersPage area={Route.useParams().area} />,
});
