/**
 * The theme as the document holds it, without the store: what the stored setting resolves to and
 * how <html> shows it. The app's theme store and the sign-in page drawn before the app (which must
 * not load zustand) both use these, as public/theme-init.js does before the first paint.
 */
import { storageKeys } from './storage-keys';

export type ThemeSetting = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** ARCHITECTURE.md §7: one setting, default dark. */
export const defaultTheme: ThemeSetting = 'dark';

function isSetting(value: unknown): value is ThemeSetting {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readSetting(): ThemeSetting {
  try {
    const stored = localStorage.getItem(storageKeys.theme);
    return isSetting(stored) ? stored : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

export const systemQuery = '(prefers-color-scheme: dark)';

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(systemQuery).matches;
}

export function resolve(setting: ThemeSetting): ResolvedTheme {
  if (setting === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return setting;
}

/** The theme <html> shows now (public/theme-init.js set it before the first paint; dark unless told). */
export function shownTheme(): ResolvedTheme {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark';
}

/** The same work as public/theme-init.js, which runs before the first paint (CSP forbids inline scripts). */
export function applyToDocument(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
