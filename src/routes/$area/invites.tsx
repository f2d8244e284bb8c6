import { createFileRoute } from '@tanstack/react-router';
import { loadInvites } from '@/src/features/invites/api/route-loaders';
import { InvitesError, InvitesPending, InvitesRoutePage } from '@/src/features/invites/components/invites-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

// No validateSearch here: the filter is parsed in the loader and the page (the lazy chunk), which keeps every page's first JavaScript small.
export const Route = createFileRoute('/$area/invites')({
  loaderDeps: ({ search }) => search as Record<string, unknown>,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['invites'], loadInvites(queryClient, deps)),
  pendingComponent: InvitesPending,
  errorComponent: InvitesError,
  component: InvitesRoutePage,
});
