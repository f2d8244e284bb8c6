import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '@/src/features/courses/api/route-loaders';
import { CatalogueError, CataloguePending, CatalogueRoutePage } from '@/src/features/courses/components/catalogue-page';
import { catalogueSortKeys, sortDirs } from '@/src/features/courses/lib/sorts';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { oneOf, pageNumber, searchSchema, text } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ q: text(100), page: pageNumber, sort: oneOf(catalogueSortKeys), dir: oneOf(sortDirs) });

export const Route = createFileRoute('/$area/courses/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['courses'], loadCatalogue(queryClient, deps)),
  pendingComponent: () => <CataloguePending area={Route.useParams().area} />,
  errorComponent: (props) => <CatalogueError {...props} area={Route.useParams().area} />,
  component: () => <CatalogueRoutePage area={Route.useParams().area} />,
});
