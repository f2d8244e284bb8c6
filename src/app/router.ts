import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
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

/**
 * Starts fetching the code of every route the address matches at once. The router would fetch it
 * only after the guards (`beforeLoad`) have run, one network round later, and a route's chunk
 * waits for its layout's; the guards' own calls have already been started by the entry (issue 19 part 4).
 */
export function loadMatchedRouteChunks(router: AppRouter) {
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = routes.get(match.routeId);
    if (route) void router.loadRouteChunk(route)?.catch(() => {});
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
