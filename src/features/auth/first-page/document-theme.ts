import { storageKeys } from '@/src/lib/storage-keys';
import type { ResolvedTheme, ThemeControl } from './sign-in-view';

/**
 * The theme before the app has loaded: the class public/theme-init.js put on <html>, flipped and
 * remembered under the key the app's theme store reads (src/lib/theme-store.ts) when it loads.
 */
export const documentTheme: ThemeControl = {
  resolved: () => (document.documentElement.classList.contains('light') ? 'light' : 'dark'),
  set(theme: ResolvedTheme) {
    const root = document.documentElement;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    try {
      localStorage.setItem(storageKeys.theme, theme);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  },
};
