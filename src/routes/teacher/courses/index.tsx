import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { myCoursesQueryOptions } from '../../../features/teacher/api/my-courses';
import { MyCoursesPage } from '../../../features/teacher/components/my-courses-page';
import { useSchoolStore } from '../../../lib/school-id';

export const Route = createFileRoute('/teacher/courses/')({
  validateSearch: z.object({ section: z.string().max(64).optional().catch(undefined) }),
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
