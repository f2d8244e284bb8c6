/**
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
