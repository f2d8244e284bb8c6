import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { refreshDataAfterCrash } from './crash-recovery';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => createAppRouter());
  return (
    <Providers>
      <CrashBoundary onReload={refreshDataAfterCrash}>
        <RouterProvider router={router} />
      </CrashBoundary>
    </Providers>
  );
}
