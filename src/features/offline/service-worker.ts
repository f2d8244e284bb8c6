import { create } from 'zustand';

/**
 * The service worker of vite-plugin-pwa (vite.config.ts, ARCHITECTURE.md §20): registered here once
 * the app has loaded, never by the sign-in page (its JavaScript budget). A new deploy is a new
 * worker; it waits (`registerType: 'prompt'`) until the person takes it from the update notice,
 * which then reloads every tab onto the new version: a page never mixes two builds' chunks.
 */
export const useAppUpdate = create<{ waiting: ServiceWorker | null }>()(() => ({ waiting: null }));

/** How often an open tab asks whether a new version was deployed (the browser also checks on navigations). */
const updateCheckMs = 30 * 60_000;

function watch(registration: ServiceWorkerRegistration) {
  // Only an update is announced: the first install has no previous version to replace.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) useAppUpdate.setState({ waiting: worker });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  setInterval(() => void registration.update().catch(() => {}), updateCheckMs);
}

export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () =>
    void navigator.serviceWorker.register('/sw.js').then(watch, () => {
      // No service worker (private mode, an old browser): the app works online as before.
    });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** The notice's Reload: the waiting worker takes over (its precache is the new build), then the page reloads. */
export function applyAppUpdate() {
  const waiting = useAppUpdate.getState().waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
