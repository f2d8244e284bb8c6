import { createFileRoute } from '@tanstack/react-router';
import { contentItemQueryOptions } from '@/src/features/teacher/api/content-item';
import { ContentPage } from '@/src/features/teacher/components/content-page';
import { assertId } from '@/src/features/teacher/lib/route-params';

export const Route = createFileRoute('/teacher/courses/$instanceId/content/$contentId')({
  // The loader's imports (query cache, API client) load with it, not with every visitor's first page.
  codeSplitGroupings: [['loader'], ['component']],
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
