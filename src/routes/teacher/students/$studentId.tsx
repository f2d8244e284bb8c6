import { createFileRoute } from '@tanstack/react-router';
import { studentDetailQueryOptions } from '@/src/features/teacher/api/student';
import { StudentError, StudentPage, StudentSkeleton } from '@/src/features/teacher/components/student-page';
import { assertId } from '@/src/features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/students/$studentId')({
  loader: async ({ context: { queryClient }, params: { studentId } }) => {
    assertId(studentId);
    await queryClient.ensureQueryData(studentDetailQueryOptions(studentId));
  },
  pendingComponent: StudentSkeleton,
  errorComponent: StudentError,
  component: StudentRoute,
});

function StudentRoute() {
  const { studentId } = Route.useParams();
  return <StudentPage studentId={studentId} />;
}
