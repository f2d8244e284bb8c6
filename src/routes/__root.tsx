import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { loadQueryClient } from '../app/query-client-store';
import { SessionExpiry } from '../app/session-expiry';
import { Snackbar } from '../components/snackbar';
import { TimeTracker } from '../features/shell/time-tracking/time-tracker';
import { session } from '../lib/session';

export const Route = createRootRoute({
  /**
   * Signed-in visits get the query cache in their route context. A signed-out visitor only reaches
   * the sign-in page (guards redirect before touching the cache), so TanStack Query's core is not
   * part of the sign-in page's JavaScript.
   */
  beforeLoad: async (): Promise<{ queryClient: QueryClient }> => {
    if (!session.token()) return {} as { queryClient: QueryClient };
    return { queryClient: await loadQueryClient() };
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Snackbar />
      <TimeTracker />
      <SessionExpiry />
    </>
  );
}
