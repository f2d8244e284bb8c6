import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import type { SignInAnswer } from './features/auth/first-page/sign-in-view';
import { NoAccessError } from './features/auth/guard';
import { completeSignIn } from './features/auth/session-actions';
import { setQueryClientPreparation } from './lib/query-client-store';
import { tokenClaims } from './lib/token-claims';

/**
 * Staff sessions load offline grade entry (the offline cache, the service worker: ARCHITECTURE.md
 * §20) before any page reads the cache; once loaded it also follows sign-out and account switches.
 */
let offline: Promise<typeof import('./app/offline')> | undefined;
setQueryClientPreparation(async (client) => {
  const { sub, role } = tokenClaims();
  if (role && role !== 'parent') offline ??= import('./app/offline');
  await (await offline)?.prepareOffline(client, sub ?? null);
});

/**
 * After the first page's sign-in: stores the session, primes the query cache with the user and
 * moves the address to `target`, where `startApp` then opens.
 */
export async function keepSignIn(answer: SignInAnswer, target: string) {
  await completeSignIn(answer);
  // The landing's code and data, loaded off screen while the sign-in page still says "Signing in…":
  // the app then renders it at once instead of a blank frame. Its failures are the app's to show.
  await createAppRouter(createMemoryHistory({ initialEntries: [target] }))
    .load()
    .catch(() => {});
  history.replaceState(null, '', target);
}

/**
 * The whole app (React, Chakra, the router, the query cache): loaded by main.tsx for a signed-in
 * visit, or once the first page's sign-in succeeded.
 */
export function startApp(root: HTMLElement) {
  createRoot(root, {
    // A group guard's refusal renders the no-access page through the group's error boundary: an
    // expected outcome, not an error to log. Anything else is logged as React would.
    onCaughtError: (error, info) => {
      if (error instanceof NoAccessError) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
