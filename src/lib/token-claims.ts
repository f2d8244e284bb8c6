import { session } from './session';

/** The account and role of the stored token (its claims; the server checks it, these only pick what to load or remember). */
export function tokenClaims(): { sub?: string; role?: string } {
  try {
    return JSON.parse(atob(session.token()!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return {};
  }
}
