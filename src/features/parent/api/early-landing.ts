import { callEarly } from '@/src/lib/early-answers';
import { selectedChild } from '../lib/selected-child';

/**
 * The parent landing's two calls, started by the entry before the app's chunks arrive: the children,
 * then the dashboard of the child the page will show (`?child=` or the first), the calls the route's
 * loader makes (ARCHITECTURE.md §4, early answers).
 */
export function callParentLandingEarly(search: string) {
  const wanted = new URLSearchParams(search).get('child') ?? undefined;
  import('@/contract/client/parent')
    .then(async ({ parentApi }) => {
      const children = await callEarly(parentApi.parentChildren);
      const child = selectedChild(children, wanted);
      if (child) void callEarly(parentApi.parentDashboard, { childId: child._id }).catch(() => {});
    })
    .catch(() => {});
}
