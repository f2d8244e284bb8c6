/**
 * A page the entry drew in plain DOM before the app loaded (the parent portal's landing:
 * `features/parent/first-paint/`, ARCHITECTURE.md §12), and its hand-over to the app. The app
 * renders into its root, hidden meanwhile, and calls `handOverFirstPaint` once it shows the same
 * page (or something else: an error, another page); the two swap in one frame, so nothing flashes.
 * A first paint that comes after the hand-over is not shown at all.
 */
let handedOver = false;
let remove: (() => void) | null = null;

export function showFirstPaint(appRoot: HTMLElement, paint: HTMLElement) {
  if (handedOver) return;
  remove?.();
  appRoot.before(paint);
  appRoot.hidden = true;
  remove = () => {
    paint.remove();
    appRoot.hidden = false;
  };
}

/** The app shows its own page now: the first paint goes, the app's root shows. Idempotent. */
export function handOverFirstPaint() {
  handedOver = true;
  remove?.();
  remove = null;
}

/** Whether a first paint is on screen (the app's root hidden behind it). */
export function firstPaintShown() {
  return remove !== null;
}
