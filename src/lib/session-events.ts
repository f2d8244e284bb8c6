/**
 * The session's events, whose answers the app sets: "the session cannot be renewed", and what
 * sign-out asks first.
 *
 * "The session cannot be renewed" signal. The api client raises it once; the app answers with one
 * trip to the sign-in page. A fresh sign-in re-arms it.
 */
let onSessionExpired: () => void = () => {};
let expiredSignalled = false;

export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

export function signalSessionExpired() {
  if (expiredSignalled) return;
  expiredSignalled = true;
  onSessionExpired();
}

/** After a fresh sign-in, a later expiry may send the user to sign-in again. */
export function resetSessionExpiry() {
  expiredSignalled = false;
}

/**
 * What sign-out asks first. Staff sessions set it (src/app/offline.tsx): grade changes still waiting
 * on this device would be deleted with the session, so the person is asked (ARCHITECTURE.md §20).
 * Answers whether to go on; without a check, always.
 */
let signOutCheck: (() => Promise<boolean>) | null = null;

export function setSignOutCheck(check: (() => Promise<boolean>) | null) {
  signOutCheck = check;
}

export const maySignOut = () => signOutCheck?.() ?? Promise.resolve(true);
