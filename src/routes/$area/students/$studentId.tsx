import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadStudent } from '@/src/features/people/api/route-loaders';
import { StudentError, StudentPage, StudentPending } from '@/src/features/people/components/student-route';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/$area/students/$studentId')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient }, params: { studentId } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(studentId)) throw notFound();
    await withCatalogs(['people'], loadStudent(queryClient, studentId));
  },
  pendingComponent: StudentPending,
  errorComponent: (props) => <StudentError {...props} area={Route.useParams().area} />,
  component: function StudentRoute() {
    const { area, studentId } = Route.useParams();
    return <StudentPage area={area} studentId={studentId} />;
  },
});
