import { createFileRoute } from '@tanstack/react-router';
import { loadOutbox } from '@/src/features/invites/api/route-loaders';
import { OutboxError, OutboxPending, OutboxRoutePage } from '@/src/features/invites/components/outbox-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/$area/_super-admin/outbox')({
  loaderDeps: ({ search }) => search as Record<string, unknown>,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['invites'], loadOutbox(queryClient, deps)),
  pendingComponent: OutboxPending,
  errorComponent: OutboxError,
  component: OutboxRoutePage,
});
