import { createFileRoute } from '@tanstack/react-router';
import { loadOutbox } from '@/src/features/invites/api/route-loaders';
import { OutboxError, OutboxPending, OutboxRoutePage } from '@/src/features/invites/components/outbox-page';

export const Route = createFileRoute('/$area/_super-admin/outbox')({
  loaderDeps: ({ search }) => search as Record<string, unknown>,
  loader: ({ context: { queryClient }, deps }) => loadOutbox(queryClient, deps),
  pendingComponent: OutboxPending,
  errorComponent: OutboxError,
  component: OutboxRoutePage,
});
