import type { EarlyParentLanding } from '@/src/early-calls';
import { documentTheme } from '@/src/features/auth/first-page/document-theme';
import { showFirstPaint } from '@/src/lib/first-paint';
import { i18n, loadCatalogs } from '@/src/lib/i18n/i18n';
import { storageKeys } from '@/src/lib/storage-keys';
import { renderFirstPaint } from './first-paint-view';

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
 * state). `i18nStarted` settles once the language is active.
 */
export async function paintParentLanding(appRoot: HTMLElement, early: EarlyParentLanding, i18nStarted: Promise<void>) {
  const [user, landing, announcement] = await Promise.all([
    early.user,
    early.landing,
    // The banner is part of the frame, but a failed one must not keep the page away (the app shows none either).
    early.announcement.catch(() => null),
    i18nStarted.then(() => loadCatalogs('shell', 'parent')),
  ]);
  if (!landing.shown) return;
  const paint = renderFirstPaint(
    { userName: user.name, announcement, children: landing.children, ...landing.shown },
    { theme: documentTheme.resolved(), drawerCollapsed: drawerCollapsed() },
  );
  showFirstPaint(appRoot, paint);
  document.title = `${i18n._('parent.title')} · CS Curriculum`;
}
