import { createFileRoute } from '@tanstack/react-router';
import { studentDetailQueryOptions } from '@/src/features/teacher/api/student';
import { StudentError, StudentPage, StudentSkeleton } from '@/src/features/teacher/components/student-page';
import { assertId } from '@/src/features/teacher/lib/route-params';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/teacher/students/$studentId')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, params: { studentId } }) => {
    assertId(studentId);
    return withCatalogs(['teacher'], queryClient.ensureQueryData(studentDetailQueryOptions(studentId)));
  },
  pendingComponent: StudentSkeleton,
  errorComponent: StudentError,
  component: StudentRoute,
});

function StudentRoute() {
  const { studentId } = Route.useParams();
  return <StudentPage studentId={studentId} />;
}
