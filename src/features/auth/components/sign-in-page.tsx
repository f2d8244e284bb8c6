import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useThemeStore } from '@/src/lib/theme-store';
import { mountSignIn, type ThemeControl } from '../first-page/sign-in-view';
import { completeSignIn } from '../session-actions';

const route = getRouteApi('/sign-in');

/** Inside the app the theme is its store's (the user menu and other tabs change it too). */
const storeTheme: ThemeControl = {
  resolved: () => useThemeStore.getState().resolved,
  set: (theme) => useThemeStore.getState().setSetting(theme),
  subscribe: (onChange) => useThemeStore.subscribe(onChange),
};

/**
 * The `/sign-in` route once the app has loaded (after sign-out, an expired session, a guarded page
 * visited signed out): the same plain-DOM page a first visit shows before the app loads (main.tsx).
 */
export function SignInPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    return mountSignIn(container.current, {
      redirect,
      theme: storeTheme,
      onSignedIn: async (answer, target) => {
        await completeSignIn(answer);
        await navigate({ href: target, replace: true });
      },
    });
  }, [redirect, navigate]);

  return <div ref={container} />;
}
