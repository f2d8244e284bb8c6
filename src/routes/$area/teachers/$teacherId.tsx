import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadTeacher } from '@/src/features/people/api/route-loaders';
import { TeacherError, TeacherPage, TeacherPending } from '@/src/features/people/components/teacher-route';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/$area/teachers/$teacherId')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient }, params: { teacherId } }) => {
    // A malformed id is "not found" (the app's not-found page), not a failed load.
    if (!isUuid(teacherId)) throw notFound();
    await withCatalogs(['people'], loadTeacher(queryClient, teacherId));
  },
  pendingComponent: TeacherPending,
  errorComponent: (props) => <TeacherError {...props} area={Route.useParams().area} />,
  component: function TeacherRoute() {
    const { area, teacherId } = Route.useParams();
    return <TeacherPage area={area} teacherId={teacherId} />;
  },
});
