import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadClass } from '@/src/features/courses/api/route-loaders';
import { ClassError, ClassPage, ClassPending } from '@/src/features/courses/components/class-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid, pageNumber, searchSchema, text } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ q: text(100), page: pageNumber });

export const Route = createFileRoute('/$area/classes/$classId')({
  validateSearch,
  loaderDeps: ({ search: { q, page } }) => ({ q: q ?? '', page: page ?? 0 }),
  loader: ({ context: { queryClient }, params: { classId }, deps: { q, page } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(classId)) throw notFound();
    // The feature's messages alongside its data (in the route's own chunk, not the route tree).
    return withCatalogs(['courses'], loadClass(queryClient, classId, q, page));
  },
  pendingComponent: ClassPending,
  errorComponent: (props) => <ClassError {...props} area={Route.useParams().area} />,
  component: function ClassRoute() {
    const { area, classId } = Route.useParams();
    const { q, page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ClassPage
        area={area}
        classId={classId}
        search={{ q: q ?? '', page: page ?? 0 }}
        onSearch={(next) =>
          void navigate({
            search: { ...(next.q ? { q: next.q } : {}), ...(next.page ? { page: next.page } : {}) },
            replace: true,
            resetScroll: false,
          })
        }
      />
    );
  },
});
