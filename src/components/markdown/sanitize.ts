import createDOMPurify from 'dompurify';

// An instance of our own, so the hooks below never touch another caller's DOMPurify.
const purify = createDOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    const href = node.getAttribute('href')!;
    // Links out of the app open in a new tab without handing it `window.opener`.
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/**
 * Sanitizes the HTML of rendered Markdown. Scripts, event handlers and `javascript:` URLs go (the
 * DOMPurify defaults); HTML, SVG and MathML stay because KaTeX draws with all three; `semantics`
 * and `annotation` (which DOMPurify drops by default) are kept so screen readers get KaTeX's
 * MathML with its TeX source. Forms and `<style>` are refused: content must not restyle the app
 * or ask for input.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true, svg: true, mathMl: true },
    ADD_TAGS: ['semantics', 'annotation'],
    ADD_ATTR: ['encoding', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  });
}
