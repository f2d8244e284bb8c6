import { type ReactNode, useDeferredValue } from 'react';
import { firstPaintShown } from '../lib/first-paint';

/**
 * Shows `fallback` in the render that mounts it and `children` in a second render React runs as a
 * transition: in slices of a few milliseconds between which the browser paints and answers input,
 * instead of one long task. For a large part of a first page (issue 19 part 4: the parent portal's
 * dashboard on a slow phone): the frame around it paints first, and the main thread is never
 * blocked for the whole page at once. `fallback` should be the part's skeleton, so nothing moves.
 * Behind a first paint (ARCHITECTURE.md §12) nothing of the app shows yet and the first render is a
 * transition already: `children` at once, without a skeleton render and commit first.
 */
export function RenderAfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, firstPaintShown());
  return ready ? children : fallback;
}
