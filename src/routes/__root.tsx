import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SessionExpiry } from '../app/session-expiry';
import { Snackbar } from '../components/snackbar';
import { loadQueryClient } from '../lib/query-client-store';
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

/** Loaded once someone is signed in: a signed-out visitor's sign-in page does not need it. */
const TimeTracker = lazy(() => import('../features/communication/time-tracking/time-tracker').then((m) => ({ default: m.TimeTracker })));

function RootLayout() {
  // Re-read the session on every navigation (signing in and out navigates).
  useLocation({ select: (location) => location.pathname });
  return (
    <>
      <Outlet />
      <Snackbar />
      {session.token() && (
        <Suspense fallback={null}>
          <TimeTracker />
        </Suspense>
      )}
      <SessionExpiry />
    </>
  );
}
