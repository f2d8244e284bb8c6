import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { handOverFirstPaint } from '../lib/first-paint';
import { refreshDataAfterCrash } from './crash-recovery';
import { Providers } from './providers';
import { createAppRouter, loadMatchedRouteChunks } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    loadMatchedRouteChunks(created);
    // The parent landing hands over its first paint itself once whole; any other outcome (a redirect,
    // a failed or unknown route) shows at once (ARCHITECTURE.md §12).
    created.subscribe('onResolved', ({ toLocation }) => {
      const landing = toLocation.pathname === '/parent' || toLocation.pathname === '/parent/';
      if (!landing || created.state.matches.some((match) => match.status === 'error' || match.status === 'notFound')) handOverFirstPaint();
    });
    return created;
  });
  return (
    <Providers>
      <CrashBoundary onReload={refreshDataAfterCrash}>
        <RouterProvider router={router} />
      </CrashBoundary>
    </Providers>
  );
}
