import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSkeleton } from '../components/page-skeleton';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';

/**
 * Route context: the root's `beforeLoad` answers `queryClient: QueryClient | null` (null for a
 * signed-out visit); each role group's guard (`requireRole`) answers a `QueryClient`, which is what
 * the loaders inside the group read (ARCHITECTURE.md §4).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
