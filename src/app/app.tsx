import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <Providers queryClient={queryClient}>
      <CrashBoundary>
        <RouterProvider router={router} />
      </CrashBoundary>
    </Providers>
  );
}
