/**
 * What stands behind an open modal (a dialog, a drawer) becomes `inert`, not only `aria-hidden`.
 *
 * Chakra's modals (zag) hide everything outside the open one with `aria-hidden="true"`, marking each
 * element they hide with `data-aria-hidden`. The page behind keeps its links and buttons focusable,
 * which a screen reader's virtual cursor can still reach and axe reports (`aria-hidden-focus`).
 * This mirrors zag's marker as `inert` on the same elements, for as long as zag keeps it: nested
 * modals and their closing order are zag's count, not ours. zag returns focus to the trigger a task
 * after it takes the marker away (a `setTimeout`), and this observer runs as a microtask, so the
 * trigger is focusable again by then. An element that was `inert` already is left as it was.
 */
export function inertBehindModals(root: Element): () => void {
  const ours = new WeakSet<Element>();
  const follow = (element: Element) => {
    const hidden = element.hasAttribute('data-aria-hidden');
    if (hidden && !element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      ours.add(element);
    } else if (!hidden && ours.has(element)) {
      element.removeAttribute('inert');
      ours.delete(element);
    }
  };
  const observer = new MutationObserver((changes) => {
    for (const change of changes) if (change.target instanceof Element) follow(change.target);
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-aria-hidden'] });
  return () => observer.disconnect();
}
