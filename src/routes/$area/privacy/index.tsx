import { createFileRoute } from '@tanstack/react-router';
import { loadPrivacyStudents } from '@/src/features/privacy/api/route-loaders';
import { PrivacyStudentsError, PrivacyStudentsPending, PrivacyStudentsRoutePage } from '@/src/features/privacy/components/students-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { pageNumber, searchSchema, text } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ q: text(100), page: pageNumber });

export const Route = createFileRoute('/$area/privacy/')({
  validateSearch,
  loaderDeps: ({ search: { q, page } }) => ({ q: q ?? '', page: page ?? 0 }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps: { q, page } }) => withCatalogs(['privacy'], loadPrivacyStudents(queryClient, q, page)),
  pendingComponent: PrivacyStudentsPending,
  errorComponent: PrivacyStudentsError,
  component: () => <PrivacyStudentsRoutePage area={Route.useParams().area} />,
});
