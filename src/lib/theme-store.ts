import { create } from 'zustand';
import { storageKeys } from './storage-keys';
import {
  applyToDocument,
  defaultTheme,
  type ResolvedTheme,
  readSetting,
  resolve,
  shownTheme,
  systemQuery,
  type ThemeSetting,
} from './theme-document';

export { defaultTheme, type ResolvedTheme, type ThemeSetting };

interface ThemeState {
  setting: ThemeSetting;
  resolved: ResolvedTheme;
  setSetting: (setting: ThemeSetting) => void;
}

export const useThemeStore = create<ThemeState>()((set) => {
  const setting = readSetting();
  return {
    setting,
    resolved: resolve(setting),
    setSetting(next) {
      localStorage.setItem(storageKeys.theme, next);
      set({ setting: next, resolved: resolve(next) });
    },
  };
});

/**
 * Applies a new theme with CSS transitions off for that one style change: otherwise every control
 * with a colour transition (Chakra's buttons: 200 ms) fades through in-between colours, which is
 * slower to read and, judged mid-way, of too little contrast. The style goes away once the new
 * colours are computed, so later hovers and focus rings animate as before.
 */
function switchTheme(theme: ResolvedTheme) {
  const pause = document.createElement('style');
  pause.textContent = '*{transition:none!important}';
  document.head.append(pause);
  applyToDocument(theme);
  // Reading a computed style makes the browser apply the new colours now, with transitions off.
  getComputedStyle(document.body).color;
  requestAnimationFrame(() => pause.remove());
}

/**
 * Keeps `<html>` in step with the store, follows the OS while the setting is `system`, and follows
 * other tabs (the `storage` event fires in every tab except the one that wrote). Returns a cleanup.
 */
export function startThemeSync(): () => void {
  // The store read the setting when its module loaded; another tab may have written since, before
  // this listener existed (the parent portal's first paint stays up meanwhile): read it again. If
  // it differs from what the page shows, the app's first screen is already styled in the old theme:
  // switched like any other change, or every button fades through in-between colours.
  const setting = readSetting();
  const resolved = resolve(setting);
  useThemeStore.setState({ setting, resolved });
  if (resolved === shownTheme()) applyToDocument(resolved);
  else switchTheme(resolved);
  const unsubscribe = useThemeStore.subscribe((state, previous) => {
    if (state.resolved !== previous.resolved) switchTheme(state.resolved);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.theme && event.key !== null) return;
    const setting = readSetting();
    useThemeStore.setState({ setting, resolved: resolve(setting) });
  };
  window.addEventListener('storage', onStorage);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(systemQuery) : null;
  const onSystemChange = () => {
    const { setting } = useThemeStore.getState();
    if (setting === 'system') useThemeStore.setState({ resolved: resolve('system') });
  };
  media?.addEventListener?.('change', onSystemChange);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener?.('change', onSystemChange);
  };
}
