import type { Plugin } from 'vite';

/** Chakra 3.37's `createSystem` (pinned, ../shared/STACK.md) builds its global styles eagerly, here. */
const chakraSystemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const eagerGlobalStyles = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * The built app takes Chakra's global styles (the reset, the global CSS, every token's CSS variable)
 * from `src/app/theme/compiled/global.css`, written by `scripts/theme-css.ts` from the same system,
 * instead of building them on every visit: `createSystem` no longer computes them (about a third of
 * its time, a long task of a phone's first load) and `ChakraProvider`'s `<Global>` has nothing to
 * serialize and insert (ARCHITECTURE.md §19). The build fails if Chakra's code changed under it.
 * Build only: the tests and the dev server keep Chakra's own styles (the file adds the same ones).
 */
export function chakraStaticGlobalStyles(): Plugin {
  let patched = false;
  return {
    name: 'chakra-static-global-styles',
    apply: 'build',
    transform(code, id) {
      if (!chakraSystemModule.test(id)) return null;
      if (!code.includes(eagerGlobalStyles)) this.error(`${id} no longer contains \`${eagerGlobalStyles}\`: check the Chakra upgrade`);
      patched = true;
      return { code: code.replace(eagerGlobalStyles, 'const _global = [];'), map: null };
    },
    buildEnd() {
      if (!patched) this.error("Chakra's createSystem was not found to patch (vite-chakra-global.ts)");
    },
  };
}
