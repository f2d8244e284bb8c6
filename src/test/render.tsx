import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RouteError } from '../app/route-error';
import { createAppRouter } from '../app/router';
import { appSystem } from '../app/theme/system';
import { SchoolScopedOutlet } from '../components/school-scoped-outlet';
import { Snackbar } from '../components/snackbar';
import { createQueryClient } from '../lib/query-client';
import { provideQueryClient } from '../lib/query-client-store';

/**
 * The app's query client (with its shared mutation error handler and its staleTime), without
 * retries. The app's staleTime matters: with none, a page that took over a second to render (a busy
 * machine) fetched again on mount what its loader had just fetched, and counts of calls flaked.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  });
  return client;
}

function Wrapper({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
    </QueryClientProvider>
  );
}

export interface RenderOptions {
  queryClient?: QueryClient;
  /**
   * Render `ui` as the component of one route at `path` (e.g. `/teacher/courses/$courseId`) in a
   * memory router, so `Link`, `useParams` and `getRouteApi` work. Unmatched paths render "Not found".
   */
  path?: string;
  /** Where the memory router starts (default: `path`). */
  initialPath?: string;
  /**
   * The app's route for the page (its file route, e.g. `Route` of `src/routes/teacher/index.tsx`):
   * the test route takes its loader, search and params parsing, and pending, error and not-found
   * components, so the page loads and fails as in the app (ARCHITECTURE.md §3). Needs `path`.
   */
  route?: { options: object };
  /** More router context for the route's loader and page (the role group's `user`, say). */
  routeContext?: Record<string, unknown>;
}

/** What a page route brings besides its component (the test renders `ui` as the component). */
const pageRouteOptions = ['loader', 'loaderDeps', 'validateSearch', 'params', 'pendingComponent', 'errorComponent', 'notFoundComponent'];

function pickPageRouteOptions(route: { options: object } | undefined): object {
  if (!route) return {};
  const options = route.options as Record<string, unknown>;
  return Object.fromEntries(pageRouteOptions.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}

/**
 * The test route at `path`, with the id of the app's file route of that path, so `Route.useParams()`
 * and `getRouteApi(id)` find it: a pathless layout segment (`/$area/_super-admin/outbox`) becomes a
 * pathless parent route, as in the app, and is not part of the address.
 */
function pageRouteAt(rootRoute: AnyRoute, path: string, options: object): AnyRoute {
  const pathless = /^(.*)\/(_[^/]+)(\/.*)$/.exec(path);
  if (!pathless) return createRoute({ getParentRoute: () => rootRoute, path, ...options });
  const [, above = '', id = '', below = ''] = pathless;
  const aboveRoute = createRoute({ getParentRoute: () => rootRoute, path: above });
  const layout = createRoute({ getParentRoute: () => aboveRoute, id });
  const page = createRoute({ getParentRoute: () => layout, path: below, ...options });
  aboveRoute.addChildren([layout.addChildren([page])]);
  return aboveRoute;
}

/**
 * Renders a component with the app's providers: QueryClient (retries off), the app's Chakra system,
 * the global snackbar, and optionally a memory router. Returns the Testing Library result plus
 * `user` (userEvent), `queryClient` and `router` (when routed). Routed renders settle
 * asynchronously: use `findBy…`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  provideQueryClient(queryClient);
  const user = userEvent.setup();
  if (!options.path) {
    const result = render(
      <Wrapper queryClient={queryClient}>
        {ui}
        <Snackbar />
      </Wrapper>,
    );
    return { ...result, user, queryClient, router: null };
  }
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient } & Record<string, unknown>>()({
    // As in the app, the teacher's pages are mounted afresh when the school changes (app-shell.tsx).
    component: () => (
      <>
        {options.path?.startsWith('/teacher') ? <SchoolScopedOutlet /> : <Outlet />}
        <Snackbar />
      </>
    ),
    notFoundComponent: () => <p>Not found</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      pageRouteAt(rootRoute, options.path, { ...pickPageRouteOptions(options.route), component: () => ui }),
    ]),
    context: { ...options.routeContext, queryClient },
    history: createMemoryHistory({ initialEntries: [options.initialPath ?? options.path] }),
    defaultErrorComponent: RouteError,
  });
  const result = render(
    <Wrapper queryClient={queryClient}>
      {/* biome-ignore lint/suspicious/noExplicitAny: a test router is not the app's registered router type. */}
      <RouterProvider router={router as any} />
    </Wrapper>,
  );
  return { ...result, user, queryClient, router };
}

/**
 * Renders the whole app (the real route tree, guards, layouts) at `initialPath` in a memory router.
 * For guard, sign-in and shell tests.
 */
export function renderApp(initialPath: string, options: { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  // The root route hands this client to every route once signed in, as the app's lazily made one.
  provideQueryClient(queryClient);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [initialPath] }));
  const user = userEvent.setup();
  const result = render(
    <Wrapper queryClient={queryClient}>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { ...result, user, queryClient, router };
}
