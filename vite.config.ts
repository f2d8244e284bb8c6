import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Library code the first page runs, by package: React, TanStack Router, zustand, Chakra's styling
 * engine and theme, the Chakra primitives and the lucide icon factory the sign-in page renders.
 * By path because these packages import everything through one index file: following their
 * imports would take in every component and icon the app uses anywhere. Whatever a pattern takes
 * is in the sign-in page's JavaScript even when only a later page imports it, so the patterns leave
 * out what only signed-in screens use (measured with Chromium's coverage of the sign-in page):
 * slot recipes, the close button and button group, the keyframes the shell adds, `useBlocker`.
 * Lingui's core translates the sign-in page.
 */
const firstPagePackages = [
  /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|@pandacss|hoist-non-react-statics|use-sync-external-store|zustand)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](react-router[\\/](?!dist[\\/]esm[\\/]useBlocker)|router-core|history|store)[\\/]?/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/](?!create-slot-recipe-context|sva|use-slot-recipe)|preset|utils|theme[\\/](tokens[\\/](?!keyframes)|semantic-tokens|text-styles|layer-styles|global-css|breakpoints))/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|stack|typography|button[\\/](?!close-button|button-group)|spinner|skeleton|theme|visually-hidden)[\\/]?/,
  /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]|context)/,
  /node_modules[\\/]@lingui[\\/]core[\\/]/,
];

/** The route a signed-out visitor's first page shows. */
const signInRoute = path.resolve(import.meta.dirname, 'src', 'routes', 'sign-in.tsx');
const isOwnCode = (id: string) => !id.includes('node_modules') && id.startsWith(import.meta.dirname);
const sharedFolders = /^(src[\\/](lib|components|features[\\/][\w-]+[\\/]lib)|contract)[\\/]/;

/**
 * Our shared first-page modules, found in the module graph once every module is loaded: those in
 * `src/lib/`, `src/components/`, a feature's `lib/` and `contract/` that the entry (`index.html` →
 * `src/main.tsx`) or the sign-in route's code (the route file and the parts the router plugin splits off it) import statically, directly
 * or through other modules of ours. Exact because our code has no index files that re-export a
 * folder (ARCHITECTURE.md §4). Feature and route code stays in its route's chunks.
 */
function firstPageModules(): Plugin & { has(id: string): boolean } {
  const modules = new Set<string>();
  return {
    name: 'first-page-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry || id.split('?')[0] === signInRoute);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id) || !isOwnCode(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    has: (id) => modules.has(id) && sharedFolders.test(path.relative(import.meta.dirname, id)),
  };
}
const firstPage = firstPageModules();

export default defineConfig({
  // The router plugin must come before react() (ARCHITECTURE.md §9).
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader, page, skeleton and error states in one chunk of their own: the loader's
      // query options and fetchers load with their route instead of with the sign-in page, and
      // each split point would cost the first page's JavaScript a stub (the sign-in budget),
      // while the parts are needed together anyway (ARCHITECTURE.md §3).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    firstPage,
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
    modulePreload: {
      polyfill: false,
      // A route's lazy parts are imported from the entry chunk, and each import carried the list of
      // every chunk that part needs (about 1.9 KB gzip for the whole route tree, in the sign-in page's
      // JavaScript and growing with every route). Without the lists the browser finds those chunks
      // when it parses the route's chunk: measured on a deep link to /teacher at 150 ms latency,
      // median 3.19 → 3.40 s; hover and touch preloading (`defaultPreload: 'intent'`) hide it when
      // navigating. Lazy imports elsewhere keep their lists. ARCHITECTURE.md §9.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) at the top level with
      // `defineConfig`, an identity function; marking it pure lets unused recipes be dropped.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the first page runs (React, the router, Chakra's styling engine and the primitives
              // the sign-in page uses, our session helpers and the sign-in route): one chunk instead
              // of a dozen small shared ones, which gzip worse (ARCHITECTURE.md §9).
              name: 'framework',
              test: (id: string) => firstPage.has(id) || firstPagePackages.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
