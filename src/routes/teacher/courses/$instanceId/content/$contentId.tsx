import { createFileRoute } from '@tanstack/react-router';
import { contentItemQueryOptions } from '@/src/features/teacher/api/content-item';
import { ContentError, ContentPage, ContentSkeleton } from '@/src/features/teacher/components/content-page';
import { assertId } from '@/src/features/teacher/lib/route-params';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/teacher/courses/$instanceId/content/$contentId')({
  loader: ({ context: { queryClient }, params: { instanceId, contentId } }) => {
    assertId(instanceId);
    assertId(contentId);
    // The class's outline (for the breadcrumb) is optional: the page reads it when it is there. The
    // feature's messages come alongside (in the route's own chunk, not the route tree).
    return withCatalogs(['teacher'], queryClient.ensureQueryData(contentItemQueryOptions(contentId)));
  },
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
  component: ContentRoute,
});

function ContentRoute() {
  const { instanceId, contentId } = Route.useParams();
  return <ContentPage instanceId={instanceId} contentId={contentId} />;
}
