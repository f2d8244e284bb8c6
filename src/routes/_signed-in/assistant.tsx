import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/src/features/assistant/components/assistant-page';

// Nothing to load: the conversation lives in the client, and each answer is asked for when sent.
export const Route = createFileRoute('/_signed-in/assistant')({
  component: AssistantRoute,
});

function AssistantRoute() {
  const { user } = Route.useRouteContext();
  return <AssistantPage userId={user._id} />;
}
