import { earlyCatalogs, startEarlyCalls } from './early-calls';
import { documentTheme } from './features/auth/first-page/document-theme';
import { safeRedirect } from './features/auth/first-page/safe-redirect';
import { mountSignIn } from './features/auth/first-page/sign-in-view';
import { loadCatalogs, startI18n } from './lib/i18n/i18n';
import { session } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

/**
 * The app, fetched once: when someone starts filling the sign-in form, or to show a signed-in visit.
 * A failed fetch (a dropped connection on a phone) is forgotten, so signing in asks again.
 */
let app: Promise<typeof import('./start-app')> | null = null;
const loadApp = () => {
  // The framework chunk first (React, Chakra's engine, the router: any of its modules, here zustand,
  // an ES module, so the entry needs no CommonJS interop), evaluated in a task of its own; with the
  // app's modules it was one long task on a phone (issue 19 part 4).
  app ??= import('zustand')
    .then(() => import('./start-app'))
    .catch((error: unknown) => {
      app = null;
      throw error;
    });
  return app;
};

/**
 * A signed-out visit to `/` or `/sign-in` shows the sign-in page in plain DOM and CSS, without
 * loading the app (React, Chakra, the router: ARCHITECTURE.md §4, the sign-in page's JavaScript
 * budget); the app loads behind it once the person starts typing and opens at their landing after
 * sign-in. Every other visit starts the app, which guards its routes itself.
 */
function showsFirstPage() {
  return !session.token() && (location.pathname === '/' || location.pathname === '/sign-in');
}

// The language first (English is at hand; another language is one small catalog), so the first
// render is already in it.
const firstPage = showsFirstPage();
// A signed-in visit: its first data is asked for now, alongside the language and the app's chunks.
const parentLanding = firstPage ? null : startEarlyCalls(location);
const i18nStarted = startI18n();

// A parent's landing paints in plain DOM from those answers, before the app has loaded
// (ARCHITECTURE.md §12); the app takes over once it shows the same page. Its chunks load once the
// first paint is on screen (or could not be drawn): on a phone's connection they would otherwise
// share the bandwidth with the few kilobytes the first paint needs, and their evaluation its CPU.
const painted = parentLanding
  ? import('./app/parent-first-paint')
      .then(({ paintParentLanding }) => paintParentLanding(container, parentLanding, i18nStarted))
      .catch(() => null)
  : Promise.resolve(null);

void i18nStarted.then(async () => {
  if (!firstPage) {
    // Its messages, once the language is known, alongside the app's chunks rather than after its guards.
    void loadCatalogs(...earlyCatalogs(location)).catch(() => {});
    const prepareCache = await painted;
    (await loadApp()).startApp(container, { sliced: true, prepareCache });
    return;
  }
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  if (location.pathname === '/') history.replaceState(null, '', '/sign-in');
  const unmount = mountSignIn(container, {
    redirect,
    theme: documentTheme,
    // Fetched ahead while the person types; a failure here is retried on submit, which reports it.
    onFirstInput: () => void loadApp().catch(() => {}),
    onSignedIn: async (answer, target) => {
      const { keepSignIn, startApp } = await loadApp();
      await keepSignIn(answer, target);
      // The page stays (its button says "Signing in…") until the app can take over.
      unmount();
      startApp(container);
    },
  });
});
