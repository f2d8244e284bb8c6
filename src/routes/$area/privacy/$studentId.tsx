import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadStudentRecord } from '@/src/features/privacy/api/route-loaders';
import { StudentRecordError, StudentRecordPending, StudentRecordRoutePage } from '@/src/features/privacy/components/record-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid, pageNumber, searchSchema } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ page: pageNumber });

export const Route = createFileRoute('/$area/privacy/$studentId')({
  validateSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 0 }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient }, params: { studentId }, deps: { page } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(studentId)) throw notFound();
    await withCatalogs(['privacy'], loadStudentRecord(queryClient, studentId, page));
  },
  pendingComponent: StudentRecordPending,
  errorComponent: (props) => <StudentRecordError {...props} area={Route.useParams().area} />,
  component: function StudentRecordRoute() {
    const { area, studentId } = Route.useParams();
    return <StudentRecordRoutePage area={area} studentId={studentId} />;
  },
});
