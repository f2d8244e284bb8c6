import { createFileRoute } from '@tanstack/react-router';
import { MyCoursesError, MyCoursesPage, MyCoursesPending } from '@/src/features/teacher/components/my-courses-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { myCoursesQueryOptions } from '@/src/lib/my-courses-query';
import { useSchoolStore } from '@/src/lib/school-id';
import { searchSchema, text } from '@/src/lib/search-params';

export const Route = createFileRoute('/teacher/courses/')({
  // Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
  validateSearch: searchSchema({ section: text(64) }),
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient } }) =>
    withCatalogs(['teacher'], queryClient.ensureQueryData(myCoursesQueryOptions(useSchoolStore.getState().schoolId))),
  pendingComponent: MyCoursesPending,
  errorComponent: MyCoursesError,
  component: MyCoursesRoute,
});

function MyCoursesRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyCoursesPage section={section} onSectionChange={(next) => void navigate({ search: { section: next }, replace: true })} />;
}
