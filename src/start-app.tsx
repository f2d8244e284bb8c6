import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createHandingOverRouter } from './app/app';
import { type AppRouter, createAppRouter, loadMatchedRouteChunks } from './app/router';
import { loadGlobalStyles } from './app/theme/global-styles';
import type { SignInAnswer } from './features/auth/first-page/sign-in-view';
import { NoAccessError } from './features/auth/guard';
import { completeSignIn } from './features/auth/session-actions';
import { inertBehindModals } from './lib/inert-behind-modals';
import { loadQueryClient, setQueryClientPreparation } from './lib/query-client-store';
import { session } from './lib/session';
import { tokenClaims } from './lib/token-claims';

/**
 * Staff sessions load offline grade entry (the offline cache, the service worker: ARCHITECTURE.md
 * §20) before any page reads the cache; once loaded it also follows sign-out and account switches.
 */
let offline: Promise<typeof import('./app/offline')> | undefined;
setQueryClientPreparation(async (client) => {
  const { sub, role } = tokenClaims();
  if (role && role !== 'parent') offline ??= import('./app/offline');
  await (await offline)?.prepareOffline(client, sub ?? null);
});

/** Asked for with the app's code: every first render waits for it (or the page would show unstyled). */
const globalStyles = loadGlobalStyles();

/**
 * After the first page's sign-in: stores the session, primes the query cache with the user and
 * moves the address to `target`, where `startApp` then opens.
 */
export async function keepSignIn(answer: SignInAnswer, target: string) {
  await completeSignIn(answer);
  // The landing's code and data, loaded off screen while the sign-in page still says "Signing in…":
  // the app then renders it at once instead of a blank frame. Its failures are the app's to show.
  await Promise.all([
    createAppRouter(createMemoryHistory({ initialEntries: [target] }))
      .load()
      .catch(() => {}),
    globalStyles,
  ]);
  history.replaceState(null, '', target);
}

/**
 * The whole app (React, Chakra, the router, the query cache): loaded by main.tsx for a signed-in
 * visit, or once the first page's sign-in succeeded. `sliced`: its first render runs as a transition,
 * in slices of a few milliseconds between which the browser paints and answers input rather than one
 * long task (issue 19 part 4): for a visit, where nothing of the app is on screen yet (or the first
 * paint is, ARCHITECTURE.md §12). Not after sign-in, where the page would stand empty meanwhile.
 * `prepareCache` puts answers already at hand in the query cache before that render.
 */
export function startApp(
  root: HTMLElement,
  { sliced = false, prepareCache }: { sliced?: boolean; prepareCache?: ((client: QueryClient) => void) | null } = {},
) {
  inertBehindModals(document.body);
  const reactRoot = createRoot(root, {
    // A group guard's refusal renders the no-access page through the group's error boundary: an
    // expected outcome, not an error to log. Anything else is logged as React would.
    onCaughtError: (error, info) => {
      if (error instanceof NoAccessError) return;
      console.error(error, info.componentStack);
    },
  });
  const render = (router?: AppRouter) =>
    reactRoot.render(
      <StrictMode>
        <App {...(router ? { router } : {})} />
      </StrictMode>,
    );
  if (!sliced) {
    void globalStyles.then(() => render());
    return;
  }
  // The query cache first when signed in (the root route waits for it anyway): its arrival in the
  // middle of the first render is a store update, which React applies as one blocking re-render of
  // everything rendered so far. `prepareCache` puts in what the page would ask for first (the first
  // paint's answers); behind a first paint the router also loads before the first render, for the
  // same reason (its resolution re-renders every match at once), as nothing of the app shows yet.
  void (async () => {
    const [client] = await Promise.all([session.token() ? loadQueryClient().catch(() => null) : null, globalStyles]);
    let router: AppRouter | undefined;
    if (client && prepareCache) {
      prepareCache(client);
      router = createHandingOverRouter();
      // Creating the router and asking for its routes' chunks (a preload link per file) were one long
      // task on a phone: two, with a paint between them.
      await new Promise((resolve) => setTimeout(resolve, 0));
      loadMatchedRouteChunks(router);
      await router.load().catch(() => {});
    }
    startTransition(() => render(router));
  })();
}
