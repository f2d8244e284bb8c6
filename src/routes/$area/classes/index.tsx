import { createFileRoute } from '@tanstack/react-router';
import { loadClasses } from '@/src/features/courses/api/route-loaders';
import { ClassesPending, ClassesRoutePage, classesError } from '@/src/features/courses/components/classes-page';
import { classSortKeys, sortDirs } from '@/src/features/courses/lib/sorts';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { oneOf, pageNumber, searchSchema, text, uuid } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ school: uuid, q: text(100), page: pageNumber, sort: oneOf(classSortKeys), dir: oneOf(sortDirs) });

export const Route = createFileRoute('/$area/classes/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps: { school, ...list } }) => withCatalogs(['courses'], loadClasses(queryClient, school, list)),
  pendingComponent: ClassesPending,
  errorComponent: classesError,
  component: () => <ClassesRoutePage area={Route.useParams().area} />,
});
