import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadCourse } from '@/src/features/courses/api/route-loaders';
import { CoursePage, CoursePending, courseError } from '@/src/features/courses/components/course-page';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/courses/$courseId')({
  loader: ({ context: { queryClient }, params: { courseId } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(courseId)) throw notFound();
    return loadCourse(queryClient, courseId);
  },
  pendingComponent: CoursePending,
  errorComponent: courseError('admin'),
  component: function CourseRoute() {
    const { courseId } = Route.useParams();
    return <CoursePage area="admin" courseId={courseId} />;
  },
});
