import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractDescriptors } from './vite-contract-plugin';

/** Modules the sign-in page itself needs; grouped into one chunk (see `codeSplitting` below). */
const firstPageModules = [
  /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|@pandacss|hoist-non-react-statics|use-sync-external-store|zustand)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store)[\\/]/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|preset|utils|theme[\\/](tokens|semantic-tokens|text-styles|layer-styles|global-css|breakpoints|keyframes))/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|stack|typography|button|spinner|skeleton|theme|visually-hidden)[\\/]/,
  /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]|context)/,
  /contract[\\/]api\.ts$/,
  /src[\\/]lib[\\/](session|session-events|api-error|error-message|search-params|school-id|storage-keys|snackbar|theme-store|roles|api-client)\.ts$/,
];

export default defineConfig({
  // The router plugin must come before react() (ARCHITECTURE.md §9).
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too (the plugin's default splits only components): a loader's query options and
      // fetchers then load with their route instead of with the sign-in page.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    contractDescriptors(),
  ],
  // `@/…` is the repository root (tsconfig.json `paths`), for the app, the tests and the server alike.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the product supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) at the top level with
      // `defineConfig`, an identity function; marking it pure lets unused recipes be dropped.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs (React, the router, Chakra's styling engine and primitives, the
              // session helpers): one chunk instead of a dozen small shared ones, which gzip worse.
              name: 'framework',
              test: (id: string) => firstPageModules.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
