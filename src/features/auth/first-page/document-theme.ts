import { storageKeys } from '@/src/lib/storage-keys';
import type { ResolvedTheme, ThemeControl } from './sign-in-view';

/**
 * The theme before the app has loaded: the class public/theme-init.js put on <html>, flipped and
 * remembered under the key the app's theme store reads (src/lib/theme-store.ts) when it loads.
 */
function applyTheme(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/** A stored setting as theme-init.js resolves it (`system` follows the OS). */
function resolveSetting(setting: string | null): ResolvedTheme {
  if (setting === 'light' || setting === 'dark') return setting;
  if (setting === 'system') return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return 'dark';
}

export const documentTheme: ThemeControl = {
  resolved: () => (document.documentElement.classList.contains('light') ? 'light' : 'dark'),
  /** Follows a theme chosen in another tab of the app, as the app's theme store does (`storage` fires in the other tabs only). */
  subscribe(onChange) {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.theme && event.key !== null) return;
      applyTheme(resolveSetting(event.key === null ? null : event.newValue));
      onChange();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
  set(theme: ResolvedTheme) {
    applyTheme(theme);
    try {
      localStorage.setItem(storageKeys.theme, theme);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  },
};
