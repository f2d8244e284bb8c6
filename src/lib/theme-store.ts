import { create } from 'zustand';
import { storageKeys } from './storage-keys';

export type ThemeSetting = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** ARCHITECTURE.md §7: one setting, default dark. */
export const defaultTheme: ThemeSetting = 'dark';

function isSetting(value: unknown): value is ThemeSetting {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readSetting(): ThemeSetting {
  try {
    const stored = localStorage.getItem(storageKeys.theme);
    return isSetting(stored) ? stored : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

const systemQuery = '(prefers-color-scheme: dark)';

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(systemQuery).matches;
}

function resolve(setting: ThemeSetting): ResolvedTheme {
  if (setting === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return setting;
}

/** The same work as public/theme-init.js, which runs before the first paint (CSP forbids inline scripts). */
function applyToDocument(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

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
 * Keeps `<html>` in step with the store, follows the OS while the setting is `system`, and follows
 * other tabs (the `storage` event fires in every tab except the one that wrote). Returns a cleanup.
 */
export function startThemeSync(): () => void {
  applyToDocument(useThemeStore.getState().resolved);
  const unsubscribe = useThemeStore.subscribe((state, previous) => {
    if (state.resolved !== previous.resolved) applyToDocument(state.resolved);
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
