import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { globalCss, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { palette } from './palette';
import { coreRecipes, coreSlotRecipes } from './recipes';

type TokenGroup = Record<string, unknown>;

/**
 * The keyframes the first page's recipes animate with (spinner, skeleton), as Chakra defines them;
 * the shell adds Chakra's whole set (dialogs, menus, collapsibles) with its recipes.
 */
const coreKeyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
};

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
 * system carries every component's recipe; see ARCHITECTURE.md §9 on bundle size). It starts with the core
 * recipes; the app shell adds the rest when it loads (`system-store.ts`).
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

type Recipes = Record<string, unknown>;

/**
 * A system with the app's tokens and the given recipes. Animation styles and most keyframes
 * (dialogs, menus, drawers sliding in) come with the shell's recipes: nothing on the first page
 * animates that way.
 */
export function createAppSystem(recipes: Recipes, slotRecipes: Recipes, animationStyles: Recipes = {}, keyframes: Recipes = coreKeyframes) {
  return createSystem(
    mergeConfigs(defaultBaseConfig, appConfig, { theme: { recipes, slotRecipes, animationStyles, keyframes } } as typeof appConfig),
  );
}

/** The first system: the screens outside the role groups. */
export const coreSystem = createAppSystem(coreRecipes, coreSlotRecipes);
