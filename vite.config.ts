import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraStaticGlobalStyles } from './vite-chakra-global';
import { precompress } from './vite-precompress';

/**
 * Library code every signed-in page runs, by package: React, TanStack Router, zustand, Chakra's
 * styling engine and theme, the Chakra primitives and the lucide icon factory. By path because these
 * packages import everything through one index file: following their imports would take in every
 * component and icon the app uses anywhere. The patterns leave out what only some screens use
 * (slot recipes, the close button and button group, the shell's keyframes, `useBlocker`). None of it
 * is on the sign-in page, which renders without the app (ARCHITECTURE.md §4): nothing the entry
 * imports may match, or the entry would import this whole chunk.
 */
const appFrameworkPackages = [
  /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|@pandacss|hoist-non-react-statics|use-sync-external-store|zustand)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](react-router[\\/](?!dist[\\/]esm[\\/]useBlocker)|router-core|history|store)[\\/]?/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/](?!create-slot-recipe-context|sva|use-slot-recipe)|preset|utils|theme[\\/](tokens[\\/](?!keyframes)|semantic-tokens|text-styles|layer-styles|global-css|breakpoints))/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|stack|typography|button[\\/](?!close-button|button-group)|spinner|skeleton|theme|visually-hidden)[\\/]?/,
  /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]|context)/,
];

export default defineConfig({
  // The router plugin must come before react() (ARCHITECTURE.md §9).
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader, page, skeleton and error states in one chunk of their own: the loader's
      // query options and fetchers load with their route instead of with the route tree, and
      // each split point would cost the route tree (in every page's JavaScript) a stub, while the
      // parts are needed together anyway (ARCHITECTURE.md §3).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    chakraStaticGlobalStyles(),
    // The service worker (issue 21 part 2, ARCHITECTURE.md §20): precaches the built app shell (every
    // file's revision is its content hash, so a deploy is a new precache) and answers the SPA's
    // navigations with index.html, never /api. `prompt`: a new version waits until the person
    // reloads from the "A new version is ready" notice. Registered by src/app/service-worker.ts once
    // the app has shown (`injectRegister: false`: no script on the sign-in page), without a manifest.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The largest chunks (KaTeX's fonts, charts) are above workbox's 2 MB default only in theory;
        // raised so a growing chunk never silently drops out of the precache.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    precompress(),
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
    // Lazy imports keep the list of chunks they need, so the app's chunks load side by side rather
    // than one after the other (the route tree is no longer in the sign-in page's entry chunk).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) at the top level with
      // `defineConfig`, an identity function; marking it pure lets unused recipes be dropped.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every signed-in page runs (React, the router, Chakra's styling engine and its
              // primitives): one chunk instead of a dozen small shared ones, which gzip worse
              // (ARCHITECTURE.md §9).
              name: 'framework',
              test: (id: string) => appFrameworkPackages.some((pattern) => pattern.test(id)),
            },
            {
              // The query cache: every signed-in page uses it, in one chunk rather than nine.
              name: 'query',
              // Except what only staff sessions' offline cache uses (dehydrate/hydrate, the count of
              // waiting changes): it loads with src/app/offline.tsx, not on the parent portal.
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!.*(hydration|useMutationState))/,
            },
            {
              // The client contract (every endpoint's method and path, in ~20 groups of a few hundred
              // bytes): one chunk. Apart, the groups each cost a request and a gzip window of their own;
              // together every signed-in page loads 1.4 KB less. The sign-in page does not load it: its
              // entry imports the endpoints lazily (the sign-in call, the early calls of a signed-in
              // visit) and fills paths with `contract/path.ts`, which is not part of it (ARCHITECTURE.md §4).
              name: 'contract',
              test: /[\\/]contract[\\/](api\.ts$|client[\\/])/,
            },
            {
              // The icons the app draws (a few hundred bytes each), grouped by the pages that use them
              // (`entriesAware`), small groups merged: a few requests instead of one per icon, which on a
              // phone's connection cost more than the bytes (issue 19 part 4), while the parent portal no
              // longer loads every staff screen's icons (one group of all: 0.6 KB more on it).
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 3000,
            },
          ],
        },
      },
    },
  },
});
