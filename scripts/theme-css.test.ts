import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderThemeCss, themeCssFile } from './theme-css';

describe("the app system's global styles (src/app/theme/compiled/global.css)", () => {
  it('are written and up to date (run `npm run theme-css`)', () => {
    expect(readFileSync(themeCssFile, 'utf8')).toBe(renderThemeCss());
  });

  it('declare the layer order, then the reset, the global CSS and the tokens, light and dark', () => {
    const css = renderThemeCss();
    expect(css.indexOf('@layer reset,base,tokens,recipes;')).toBeGreaterThan(0);
    for (const part of ['@layer reset{', '@layer base{', '@layer tokens{']) expect(css).toContain(part);
    expect(css).toContain('--chakra-colors-brand-600:#4f46e5');
    expect(css).toMatch(/\.dark [^{]*\{[^}]*--chakra-colors-bg:var\(--chakra-colors-surface-dark\)/);
  });
});
