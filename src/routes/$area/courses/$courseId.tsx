import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadCourse } from '@/src/features/courses/api/route-loaders';
import { CourseError, CoursePage, CoursePending } from '@/src/features/courses/components/course-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/$area/courses/$courseId')({
  loader: ({ context: { queryClient }, params: { courseId } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(courseId)) throw notFound();
    // The feature's messages alongside its data (in the route's own chunk, not the route tree).
    return withCatalogs(['courses'], loadCourse(queryClient, courseId));
  },
  pendingComponent: CoursePending,
  errorComponent: (props) => <CourseError {...props} area={Route.useParams().area} />,
  component: function CourseRoute() {
    const { area, courseId } = Route.useParams();
    return <CoursePage area={area} courseId={courseId} />;
  },
});
