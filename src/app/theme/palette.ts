import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * A calm indigo brand and softer dark surfaces than pure black. Text pairs meet WCAG AA (≥ 4.5:1),
 * measured: brand.700 on white 9.9:1, white on brand.600 6.3:1, brand.300 on the dark panel 8.6:1,
 * muted text (gray.600) on white 7.7:1, gray.400 on the dark panel 6.7:1, light error text
 * (red.700) on white 8.3:1 — Chakra's default red.500 is only 3.8:1, hence the status overrides.
 */
const tokens = defineTokens.colors({
  brand: {
    50: { value: '#eef2ff' },
    100: { value: '#e0e7ff' },
    200: { value: '#c7d2fe' },
    300: { value: '#a5b4fc' },
    400: { value: '#818cf8' },
    500: { value: '#6366f1' },
    600: { value: '#4f46e5' },
    700: { value: '#3730a3' },
    800: { value: '#312e81' },
    900: { value: '#1e1b4b' },
    950: { value: '#13112e' },
  },
  surface: {
    dark: { value: '#10131a' },
    darkPanel: { value: '#171b24' },
    darkMuted: { value: '#1e2330' },
    darkEmphasized: { value: '#2a3040' },
    darkBorder: { value: '#2c3242' },
  },
});

const semantic = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.surface.dark}' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.surface.darkPanel}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.surface.darkMuted}' } },
    emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.surface.darkEmphasized}' } },
    panel: { value: { _light: '{colors.white}', _dark: '{colors.surface.darkPanel}' } },
  },
  fg: {
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  },
  border: {
    DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.surface.darkBorder}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.surface.darkMuted}' } },
  },
  brand: {
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
    muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
    emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
    solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
    focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
    border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
  },
});

export const palette = { tokens, semantic };
