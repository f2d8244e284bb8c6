import { type ReactNode, useDeferredValue } from 'react';

/**
 * A part below the landing's first screen (recent activity, the record, the weekly email): rendered
 * and committed in a background render after the page above it, so the commit that replaces the
 * entry's first paint (ARCHITECTURE.md §12), one task emotion's style insertion makes long on a
 * phone, carries only what that first paint showed (issue 19 part 4).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
