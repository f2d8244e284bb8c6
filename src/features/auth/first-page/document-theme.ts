import { storageKeys } from '@/src/lib/storage-keys';
import { applyToDocument, readSetting, resolve, shownTheme } from '@/src/lib/theme-document';
import type { ResolvedTheme, ThemeControl } from './sign-in-view';

/**
 * The theme before the app has loaded: the class public/theme-init.js put on <html>, flipped and
 * remembered under the key the app's theme store reads (src/lib/theme-store.ts) when it loads.
 */
export const documentTheme: ThemeControl = {
  resolved: shownTheme,
  /** Follows a theme chosen in another tab of the app, as the app's theme store does (`storage` fires in the other tabs only). */
  subscribe(onChange) {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.theme && event.key !== null) return;
      applyToDocument(resolve(readSetting()));
      onChange();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
  set(theme: ResolvedTheme) {
    applyToDocument(theme);
    try {
      localStorage.setItem(storageKeys.theme, theme);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  },
};
