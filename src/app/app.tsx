import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { handOverFirstPaint } from '../lib/first-paint';
import { refreshDataAfterCrash } from './crash-recovery';
import { Providers } from './providers';
import { type AppRouter, createAppRouter, loadMatchedRouteChunks } from './router';

/** The app's router, its matched routes' chunks already asked for. */
export function startRouter() {
  const created = createHandingOverRouter();
  loadMatchedRouteChunks(created);
  return created;
}

/** The app's router, which hands over the first paint when the page it resolves to is not the parent landing. */
export function createHandingOverRouter() {
  const created = createAppRouter();
  // The parent landing hands over its first paint itself once whole; any other outcome (a redirect,
  // a failed or unknown route) shows at once (ARCHITECTURE.md §12).
  created.subscribe('onResolved', ({ toLocation }) => {
    const landing = toLocation.pathname === '/parent' || toLocation.pathname === '/parent/';
    if (!landing || created.state.matches.some((match) => match.status === 'error' || match.status === 'notFound')) handOverFirstPaint();
  });
  return created;
}

/** `router`: one already loaded (behind a first paint), so the first render is the page itself. */
export function App({ router: loaded }: { router?: AppRouter }) {
  const [router] = useState(() => loaded ?? startRouter());
  return (
    <Providers>
      <CrashBoundary onReload={refreshDataAfterCrash}>
        <RouterProvider router={router} />
      </CrashBoundary>
    </Providers>
  );
}
