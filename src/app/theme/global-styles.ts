import builtGlobalStyles from './compiled/global.css?url';

/**
 * Chakra's global styles in the built app: a stylesheet written at build time (`scripts/theme-css.ts`)
 * rather than built and inserted by `createSystem` and `ChakraProvider` on every visit
 * (`vite-chakra-global.ts`, ARCHITECTURE.md §19). It loads with the app's chunk but applies only at the
 * app's first commit: applied on arrival, it restyled and laid out the parent portal's first paint
 * (ARCHITECTURE.md §12) once more, a long task on a phone, for nothing on screen. Tests and the dev
 * server keep Chakra's own (`import.meta.env.PROD` is false there, and Chakra is not patched).
 */
let sheet: HTMLLinkElement | null = null;
let loaded: Promise<void> | null = null;

/** Fetches the stylesheet without applying it (a `media` that matches nothing); settles once it is there or failed. */
export function loadGlobalStyles(): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve();
  if (loaded) return loaded;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'not all';
  link.href = builtGlobalStyles;
  loaded = new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Unstyled is better than no app: the page still works.
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  sheet = link;
  return loaded;
}

/** Applies the stylesheet (in the same frame as the app's first commit). */
export function applyGlobalStyles() {
  if (sheet) sheet.media = 'all';
}
