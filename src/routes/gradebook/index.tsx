import { createFileRoute } from '@tanstack/react-router';
import { attributeCatalogueQueryOptions } from '@/src/features/gradebook/api/attributes';
import { gradebookCoursesQueryOptions } from '@/src/features/gradebook/api/courses';
import { templatesQueryOptions } from '@/src/features/gradebook/api/templates';
import { EditorError, EditorPage, EditorSkeleton } from '@/src/features/gradebook/components/editor/editor-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { myCoursesQueryOptions } from '@/src/lib/my-courses-query';
import { useSchoolStore } from '@/src/lib/school-id';
import { searchSchema, uuid } from '@/src/lib/search-params';

/** `?course=<courseId>` opens that course's template (e.g. from a course page); a malformed id is ignored. */
export const Route = createFileRoute('/gradebook/')({
  // Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
  validateSearch: searchSchema({ course: uuid }),
  loader: ({ context: { queryClient } }) => {
    // The class links have a boundary of their own (the editor does not wait for them): started, not waited for.
    void queryClient.prefetchQuery(myCoursesQueryOptions(useSchoolStore.getState().schoolId));
    // The feature's messages alongside its data (in the route's own chunk, not the route tree).
    return withCatalogs(
      ['gradebook'],
      Promise.all([
        queryClient.ensureQueryData(templatesQueryOptions()),
        queryClient.ensureQueryData(gradebookCoursesQueryOptions()),
        queryClient.ensureQueryData(attributeCatalogueQueryOptions()),
      ]),
    );
  },
  pendingComponent: EditorSkeleton,
  errorComponent: EditorError,
  component: GradebookEditorRoute,
});

function GradebookEditorRoute() {
  const { course } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EditorPage courseParam={course} onCourseParamChange={(next) => navigate({ search: { course: next }, replace: true })} />;
}
