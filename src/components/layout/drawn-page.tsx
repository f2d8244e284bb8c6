import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Marks the main area with the address of the page drawn in it (the router's resolved location, set
 * once a navigation's page has been committed): `data-page` on `#main`. The end-to-end suite waits on
 * it after a client-side navigation (`e2e/support/navigate.ts`), where the address bar changes at once
 * and the page only when its data has loaded. Set from here, so the layout does not draw again for it.
 */
export function DrawnPage() {
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });
  useEffect(() => {
    if (href) document.getElementById('main')?.setAttribute('data-page', href);
  }, [href]);
  return null;
}
