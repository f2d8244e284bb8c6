import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { animationStyles, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { palette } from './palette';
import { coreRecipes, coreSlotRecipes } from './recipes';
import { shellRecipes, shellSlotRecipes } from './shell-recipes';

type TokenGroup = Record<string, unknown>;

/** Overrides single entries (e.g. `bg.DEFAULT`) and keeps the rest of each group (`bg.inverted`, `bg.error`…). */
function mergeSemanticColors<T extends object>(base: T, overrides: object): T {
  const merged: TokenGroup = { ...(base as TokenGroup) };
  for (const [key, value] of Object.entries(overrides)) {
    merged[key] = { ...((base as TokenGroup)[key] as TokenGroup | undefined), ...(value as TokenGroup) };
  }
  return merged as T;
}

/**
 * The app's Chakra system, built from the base config plus only the recipes in use (the default
 * system carries every component's recipe; see ARCHITECTURE.md §9 on bundle size).
 *
 * Tokens per ARCHITECTURE.md §6: breakpoints xs 0 (Chakra's `base`), sm 600, md 900, lg 1200, xl 1536;
 * spacing unit 8 px (Chakra's spacing token `2`; layouts use even steps); radius 4.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { color: 'fg', bg: 'bg', lineHeight: '1.5', colorPalette: 'brand' },
    body: { minHeight: '100dvh' },
  },
  theme: {
    breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
    // The recipes refer to these by name: without them a disabled button looks enabled
    // (`layerStyle: 'disabled'`), sizes lose their text styles and dialogs their animations.
    layerStyles,
    textStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, ...palette.tokens },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: mergeSemanticColors(semanticTokens.colors, palette.semantic),
      radii: { l1: { value: '2px' }, l2: { value: '4px' }, l3: { value: '4px' } },
    },
  },
});

/**
 * The system of the whole app, built once, on the app's first render. The sign-in page a visitor first sees
 * is plain DOM (no Chakra), so nothing is gained by starting with a smaller system and rebuilding a
 * larger one when the app shell loads: that cost a second build and a restyle of the whole page on
 * every signed-in visit (issue 19 part 4). Built on first use rather than when this module loads:
 * the build is the largest task of a signed-in first load on a phone, and by then the app has asked
 * for its route's chunks, which then download during it instead of after it. Its global styles
 * (reset, global CSS, token variables) come from `compiled/global.css` in the built app (`scripts/theme-css.ts`,
 * `vite-chakra-global.ts`): run `npm run theme-css` after changing this file.
 */
let built: ReturnType<typeof createSystem> | undefined;
export function appSystem() {
  // The configs as they are: `createSystem` merges them itself (merged here first, they were copied twice).
  built ??= createSystem(defaultBaseConfig, appConfig, {
    theme: {
      recipes: { ...coreRecipes, ...shellRecipes },
      slotRecipes: { ...coreSlotRecipes, ...shellSlotRecipes },
      animationStyles,
      keyframes,
    },
  } as typeof appConfig);
  return built;
}
