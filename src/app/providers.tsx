import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { startSchoolIdSync } from '../lib/school-id';
import { startThemeSync } from '../lib/theme-store';
import { system } from './theme/system';

/** Query cache, Chakra system, and the stores that follow local storage (theme, school) across tabs. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    const stopTheme = startThemeSync();
    const stopSchool = startSchoolIdSync();
    return () => {
      stopTheme();
      stopSchool();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </QueryClientProvider>
  );
}
