import { createFileRoute } from '@tanstack/react-router';
import { studentDetailQueryOptions } from '@/src/features/teacher/api/student';
import { StudentPage } from '@/src/features/teacher/components/student-page';
import { assertId } from '@/src/features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/students/$studentId')({
  // The loader's imports (query cache, API client) load with it, not with every visitor's first page.
  codeSplitGroupings: [['loader'], ['component']],
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
