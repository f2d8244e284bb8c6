import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useInsertionEffect } from 'react';
import { useQueryClientStore } from '../lib/query-client-store';
import { startSchoolIdSync } from '../lib/school-id';
import { startThemeSync } from '../lib/theme-store';
import { applyGlobalStyles } from './theme/global-styles';
import { appSystem } from './theme/system';

/**
 * The query cache as soon as it exists. The context provider is always rendered (the tree keeps its
 * shape when the client arrives); `mount()` is what `QueryClientProvider` would do.
 */
function LazyQueryProvider({ children }: { children: ReactNode }) {
  const client = useQueryClientStore((state) => state.client);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

/** Query cache, Chakra system, and the stores that follow local storage (theme, school) across tabs. */
export function Providers({ children }: { children: ReactNode }) {
  // Before any layout effect of the first commit (the first paint's hand-over is one), so the page
  // is laid out once with them.
  useInsertionEffect(applyGlobalStyles, []);
  useEffect(() => {
    const stopTheme = startThemeSync();
    const stopSchool = startSchoolIdSync();
    return () => {
      stopTheme();
      stopSchool();
    };
  }, []);
  return (
    <LazyQueryProvider>
      <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
    </LazyQueryProvider>
  );
}
