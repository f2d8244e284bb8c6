import { createFileRoute } from '@tanstack/react-router';
import { studentDetailQueryOptions } from '@/src/features/teacher/api/student';
import { StudentError, StudentPage, StudentSkeleton } from '@/src/features/teacher/components/student-page';
import { assertId } from '@/src/features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/students/$studentId')({
  // Loader, page, skeleton and error state in one chunk of their own: each split point costs the first
  // page's JavaScript a stub (the sign-in budget), and the four are needed together anyway.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
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
