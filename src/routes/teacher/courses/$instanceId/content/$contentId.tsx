import { createFileRoute } from '@tanstack/react-router';
import { contentItemQueryOptions } from '@/src/features/teacher/api/content-item';
import { ContentError, ContentPage, ContentSkeleton } from '@/src/features/teacher/components/content-page';
import { assertId } from '@/src/features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/courses/$instanceId/content/$contentId')({
  loader: async ({ context: { queryClient }, params: { instanceId, contentId } }) => {
    assertId(instanceId);
    assertId(contentId);
    // The class's outline (for the breadcrumb) is optional: the page reads it when it is there.
    await queryClient.ensureQueryData(contentItemQueryOptions(contentId));
  },
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
  component: ContentRoute,
});

function ContentRoute() {
  const { instanceId, contentId } = Route.useParams();
  return <ContentPage instanceId={instanceId} contentId={contentId} />;
}
