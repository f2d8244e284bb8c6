import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { refreshDataAfterCrash } from './crash-recovery';
import { Providers } from './providers';
import { createAppRouter, loadMatchedRouteChunks } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    loadMatchedRouteChunks(created);
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
