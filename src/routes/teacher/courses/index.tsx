import { createFileRoute } from '@tanstack/react-router';
import { myCoursesQueryOptions } from '../../../features/teacher/api/my-courses';
import { MyCoursesPage } from '../../../features/teacher/components/my-courses-page';
import { shortText } from '../../../features/teacher/lib/route-params';
import { useSchoolStore } from '../../../lib/school-id';

export const Route = createFileRoute('/teacher/courses/')({
  validateSearch: (search: Record<string, unknown>): { section?: string } => ({ section: shortText(search.section, 64) }),
  // The loader's imports (query cache, API client) load with it, not with every visitor's first page.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myCoursesQueryOptions(useSchoolStore.getState().schoolId));
  },
  component: MyCoursesRoute,
});

function MyCoursesRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyCoursesPage section={section} onSectionChange={(next) => void navigate({ search: { section: next }, replace: true })} />;
}
