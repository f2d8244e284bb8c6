import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { SessionExpiry } from '../app/session-expiry';
import { Snackbar } from '../components/snackbar';
import { TimeTracker } from '../features/communication/time-tracking/time-tracker';
import { loadQueryClient } from '../lib/query-client-store';
import { session } from '../lib/session';

export const Route = createRootRoute({
  /**
   * Signed-in visits load the query cache here (components outside the role groups, such as the
   * time tracker on a not-found page, may query); a signed-out visitor gets `null`: they only reach
   * the sign-in page, so TanStack Query's core is not part of its JavaScript. The role-group guards
   * (`requireRole`) hand their routes a non-null `queryClient` (ARCHITECTURE.md §4).
   */
  beforeLoad: async (): Promise<{ queryClient: QueryClient | null }> => ({
    queryClient: session.token() ? await loadQueryClient() : null,
  }),
  component: RootLayout,
});

function RootLayout() {
  // Re-read the session on every navigation (signing in and out navigates).
  useLocation({ select: (location) => location.pathname });
  return (
    <>
      <Outlet />
      <Snackbar />
      {session.token() && <TimeTracker />}
      <SessionExpiry />
    </>
  );
}
