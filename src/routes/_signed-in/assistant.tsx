import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/src/features/assistant/components/assistant-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

// Only the page's messages to load (in the route's own chunk): the conversation lives in the client,
// and each answer is asked for when sent.
export const Route = createFileRoute('/_signed-in/assistant')({
  loader: () => withCatalogs(['assistant'], Promise.resolve()),
  component: AssistantRoute,
});

function AssistantRoute() {
  const { user } = Route.useRouteContext();
  return <AssistantPage userId={user._id} />;
}
