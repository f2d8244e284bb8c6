import { createFileRoute } from '@tanstack/react-router';
import { contentItemQueryOptions } from '../../../../../features/teacher/api/content-item';
import { ContentPage } from '../../../../../features/teacher/components/content-page';
import { assertId } from '../../../../../features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/courses/$instanceId/content/$contentId')({
  loader: ({ context: { queryClient }, params: { instanceId, contentId } }) => {
    assertId(instanceId);
    assertId(contentId);
    void queryClient.prefetchQuery(contentItemQueryOptions(contentId));
  },
  component: ContentRoute,
});

function ContentRoute() {
  const { instanceId, contentId } = Route.useParams();
  return <ContentPage instanceId={instanceId} contentId={contentId} />;
}
