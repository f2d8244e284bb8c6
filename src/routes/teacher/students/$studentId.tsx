import { createFileRoute } from '@tanstack/react-router';
import { studentDetailQueryOptions } from '../../../features/teacher/api/student';
import { StudentPage } from '../../../features/teacher/components/student-page';
import { assertId } from '../../../features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/students/$studentId')({
  loader: ({ context: { queryClient }, params: { studentId } }) => {
    assertId(studentId);
    void queryClient.prefetchQuery(studentDetailQueryOptions(studentId));
  },
  component: StudentRoute,
});

function StudentRoute() {
  const { studentId } = Route.useParams();
  return <StudentPage studentId={studentId} />;
}
