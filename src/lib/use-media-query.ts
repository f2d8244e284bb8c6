import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (e.g. rotating a tablet). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: below the `sm` breakpoint (600 px, ARCHITECTURE.md §6). */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 599.98px)');
}
