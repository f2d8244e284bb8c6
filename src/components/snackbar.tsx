import { lazy, Suspense } from 'react';
import { useSnackbarStore } from '../lib/snackbar';

/** The look of a message loads with the first one: most visits to the sign-in page never show one. */
const SnackbarView = lazy(() => import('./snackbar-view').then((m) => ({ default: m.SnackbarView })));

/**
 * The global snackbar (ARCHITECTURE.md §6): one at a time, hides after 3000 ms (the store's timer), or
 * on click, or on its dismiss button. Errors are announced as alerts, everything else politely as
 * status.
 */
export function Snackbar() {
  const open = useSnackbarStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView />
    </Suspense>
  );
}
