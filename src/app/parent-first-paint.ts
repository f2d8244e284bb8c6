import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/src/features/auth/api/keys';
import { documentTheme } from '@/src/features/auth/first-page/document-theme';
import { bannerBody, plainAnnouncement } from '@/src/features/communication/announcements/plain-text';
import { communicationKeys } from '@/src/features/communication/api/keys';
import { callBelowTheFoldEarly } from '@/src/features/parent/api/early-landing';
import { parentKeys } from '@/src/features/parent/api/keys';
import { type FirstPaintData, renderFirstPaint } from '@/src/features/parent/first-paint/first-paint-view';
import { showFirstPaint } from '@/src/lib/first-paint';
import { applyAccountLocale } from '@/src/lib/i18n/account-locale';
import { i18n, loadCatalogs } from '@/src/lib/i18n/i18n';
import { storageKeys } from '@/src/lib/storage-keys';
import type { EarlyParentLanding } from '../early-calls';

function drawerCollapsed() {
  try {
    return localStorage.getItem(storageKeys.drawerCollapsed) === 'true';
  } catch {
    return false;
  }
}

/**
 * Draws the parent's landing from the entry's early answers, in the current language, while the
 * app loads behind it (ARCHITECTURE.md §12, issue 19 part 4). Draws nothing when an answer failed (an
 * expired token: the app renews it and shows the page itself) or no child is linked (the app's empty
 * state). `i18nStarted` settles once the language is active. Answers what puts the same answers in
 * the app's query cache before its first render, or null when it drew nothing.
 */
export async function paintParentLanding(
  appRoot: HTMLElement,
  early: EarlyParentLanding,
  i18nStarted: Promise<void>,
): Promise<((client: QueryClient) => void) | null> {
  const [user, landing, announcement] = await Promise.all([
    early.user,
    early.landing,
    // The banner is part of the frame, but a failed one must not keep the page away (the app shows none either).
    early.announcement.then(
      (answer) => ({ answer }),
      () => null,
    ),
    i18nStarted.then(() => loadCatalogs('shell', 'parent')),
  ]);
  // The account's own language, as the app's guard puts it back before its first render.
  await applyAccountLocale(user._id);
  if (!landing.shown) return null;
  const shown = announcement?.answer;
  const data: FirstPaintData = {
    userName: user.name,
    // As the banner says it (announcement-banner.tsx): the title once, the message as one plain line.
    announcement: shown
      ? { title: shown.title, text: plainAnnouncement(bannerBody(shown.title, shown.message)), severity: shown.severity }
      : null,
    children: landing.children,
    ...landing.shown,
  };
  showFirstPaint(appRoot, renderFirstPaint(data, { theme: documentTheme.resolved(), drawerCollapsed: drawerCollapsed() }));
  document.title = `${i18n._('parent.title')} · CS Curriculum`;
  callBelowTheFoldEarly();
  // The page's queries then render with their data at once: no second request, no skeleton, and no
  // answer arriving in the middle of the first render (a blocking re-render of what it rendered).
  return (client) => {
    client.setQueryData(authKeys.currentUser(), user);
    if (announcement) client.setQueryData(communicationKeys.announcement(), announcement.answer);
    client.setQueryData(parentKeys.children(), landing.children);
    client.setQueryData(parentKeys.dashboard(data.child._id), data.dashboard);
  };
}
