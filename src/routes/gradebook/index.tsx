import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/http';
import { attributeCatalogueQueryOptions } from '../../features/gradebook/api/attributes';
import { gradebookCoursesQueryOptions } from '../../features/gradebook/api/courses';
import { templatesQueryOptions } from '../../features/gradebook/api/templates';
import { EditorPage, EditorSkeleton } from '../../features/gradebook/components/editor/editor-page';

/** `?course=<courseId>` opens that course's template (e.g. from a course page); a malformed id is ignored. */
const searchSchema = z.object({ course: idSchema.optional().catch(undefined) });

export const Route = createFileRoute('/gradebook/')({
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(templatesQueryOptions()),
      queryClient.ensureQueryData(gradebookCoursesQueryOptions()),
      queryClient.ensureQueryData(attributeCatalogueQueryOptions()),
    ]),
  pendingComponent: EditorSkeleton,
  component: GradebookEditorRoute,
});

function GradebookEditorRoute() {
  const { course } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EditorPage courseParam={course} onCourseParamChange={(next) => navigate({ search: { course: next }, replace: true })} />;
}
