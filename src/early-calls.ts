import { callParentLandingEarly } from './features/parent/api/early-landing';
import { callEarly } from './lib/early-answers';
import type { CatalogArea } from './lib/i18n/i18n';

type Place = { pathname: string; search: string };

const isParentLanding = ({ pathname }: Place) => pathname === '/parent' || pathname === '/parent/';

/**
 * For a signed-in visit, started by the entry while the app's chunks load: the current user every
 * page's guard asks for, and once it is known to be a parent on their landing, that page's data. The app finds them answered (or on their
 * way) instead of asking one after the other once it runs (issue 19 part 4).
 */
export function startEarlyCalls(place: Place) {
  // The endpoints are a chunk of their own, not in the entry: the sign-in page never needs them.
  const user = import('@/contract/client/auth').then(({ authApi }) => callEarly(authApi.currentUser));
  // Only a parent's: another role there gets the no-access page, not a refused call in its console.
  user.then((answer) => answer.role === 'parent' && isParentLanding(place) && callParentLandingEarly(place.search)).catch(() => {});
}

/** The message areas the first page will show: the signed-in frame's, and the parent landing's. */
export function earlyCatalogs(place: Place): CatalogArea[] {
  return isParentLanding(place) ? ['shell', 'parent'] : ['shell'];
}
