import type { Child, ChildDashboard } from '@/contract/schemas/parent';
import { callEarly } from '@/src/lib/early-answers';
import { selectedChild } from '../lib/selected-child';

export interface EarlyLanding {
  children: readonly Child[];
  /** The child the page shows (`?child=` or the first) and their dashboard; null when no child is linked. */
  shown: { child: Child; dashboard: ChildDashboard } | null;
}

/**
 * The parent landing's two calls, started by the entry before the app's chunks arrive: the children,
 * then the dashboard of the child the page will show (`?child=` or the first), the calls the route's
 * loader makes (ARCHITECTURE.md §4, early answers). Answers what they answered, for the first paint
 * (`first-paint/`); the app takes the same answers (`takeEarlyAnswer`) instead of asking again.
 */
export async function callParentLandingEarly(search: string): Promise<EarlyLanding> {
  const wanted = new URLSearchParams(search).get('child') ?? undefined;
  const { parentApi } = await import('@/contract/client/parent');
  const children = await callEarly(parentApi.parentChildren);
  const child = selectedChild(children, wanted);
  if (!child) return { children, shown: null };
  const dashboard = await callEarly(parentApi.parentDashboard, { childId: child._id });
  return { children, shown: { child, dashboard } };
}

/**
 * The landing's remaining first calls (the weekly email card's settings, the bell's newest
 * notifications), started once the first paint is on screen, as the app's chunks load: the app takes
 * their answers, and its HTTP client (ky) does not load for them (ARCHITECTURE.md §12).
 */
export function callBelowTheFoldEarly() {
  void Promise.all([import('@/contract/client/parent'), import('@/contract/client/notifications')])
    .then(([{ parentApi }, { notificationsApi }]) => {
      void callEarly(parentApi.familySummaryGet).catch(() => {});
      // The bell's first page, as `fetchNotifications(0)` asks for it.
      void callEarly(notificationsApi.notificationsReceived, { page: 0, pageSize: 20 }).catch(() => {});
    })
    .catch(() => {});
}
