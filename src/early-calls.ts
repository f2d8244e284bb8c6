import type { Announcement } from '@/contract/schemas/communication';
import type { CurrentUser } from '@/contract/schemas/user';
import { callParentLandingEarly, type EarlyLanding } from './features/parent/api/early-landing';
import { callEarly } from './lib/early-answers';
import type { CatalogArea } from './lib/i18n/i18n';
import { tokenClaims } from './lib/token-claims';

type Place = { pathname: string; search: string };

export const isParentLanding = ({ pathname }: Place) => pathname === '/parent' || pathname === '/parent/';

/** A parent's visit to their landing, by the stored token's claims (the server checks the token; this only picks what to ask for). */
export const isParentVisit = (place: Place) => isParentLanding(place) && tokenClaims().role === 'parent';

/** The answers a parent's landing is drawn from before the app has loaded (the first paint, `features/parent/first-paint/`). */
export interface EarlyParentLanding {
  user: Promise<CurrentUser>;
  landing: Promise<EarlyLanding>;
  announcement: Promise<Announcement | null>;
}

/**
 * For a signed-in visit, started by the entry while the app's chunks load: the current user every
 * page's guard asks for and, for a parent on their landing, that page's data and the frame's
 * announcement. The app finds them answered (or on their way) instead of asking one after the other
 * once it runs (issue 19 part 4); a parent's landing also paints from them before the app has loaded.
 */
export function startEarlyCalls(place: Place): EarlyParentLanding | null {
  // The endpoints are a chunk of their own, not in the entry: the sign-in page never needs them.
  const user = import('@/contract/client/auth').then(({ authApi }) => callEarly(authApi.currentUser));
  user.catch(() => {});
  // Only a parent's, by the token's role rather than after the user's answer: one round trip less
  // before the first paint. Another role there gets the no-access page, not a refused call in its console.
  if (!isParentVisit(place)) return null;
  const landing = callParentLandingEarly(place.search);
  const announcement = import('@/contract/client/announcements').then(({ announcementsApi }) => callEarly(announcementsApi.announcement));
  landing.catch(() => {});
  announcement.catch(() => {});
  return { user, landing, announcement };
}

/** The message areas the first page will show: the signed-in frame's, and the parent landing's. */
export function earlyCatalogs(place: Place): CatalogArea[] {
  return isParentLanding(place) ? ['shell', 'parent'] : ['shell'];
}
