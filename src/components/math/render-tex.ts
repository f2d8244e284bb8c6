import katex, { type KatexOptions } from 'katex';

/**
 * The one place KaTeX is configured. Content comes from course authors and is shown to every
 * teacher, so TeX is treated as untrusted input:
 * - `trust: false` refuses `\href`, `\url`, `\includegraphics`, `\htmlClass` and friends;
 * - `maxSize` caps any user-specified size (em), so `\rule{1000em}{1000em}` cannot cover the page;
 * - `maxExpand` caps macro expansions, so `\def\a{\a\a}\a` stops with an error instead of hanging;
 * - `throwOnError: false` renders a bad formula as its source in `.katex-error` (styled visibly
 *   in math.css) instead of breaking the whole page.
 */
export const katexOptions = {
  trust: false,
  maxSize: 20,
  maxExpand: 500,
  throwOnError: false,
  // Readable on the light and the dark background alike (KaTeX's #cc0000 is too dark on dark).
  errorColor: '#dc2626',
  strict: 'ignore',
  output: 'htmlAndMathml',
} as const satisfies KatexOptions;

/** Longer formulas are refused before KaTeX sees them: no curriculum formula comes close. */
export const maxTexLength = 4000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The same visible error KaTeX draws for a parse error, for the failures it throws instead. */
export function texError(tex: string, reason: string): string {
  return `<span class="katex-error" title="${escapeHtml(reason)}">${escapeHtml(tex)}</span>`;
}

/** TeX → HTML (KaTeX's HTML + MathML). Never throws; a bad formula shows as an error span. */
export function renderTex(tex: string, displayMode = false): string {
  if (tex.length > maxTexLength) return texError(tex.slice(0, 80), `Formula longer than ${maxTexLength} characters`);
  try {
    // A fresh `macros` object per call: `\gdef` in one formula must not leak into the next.
    return katex.renderToString(tex, { ...katexOptions, displayMode, macros: {} });
  } catch (error) {
    return texError(tex, error instanceof Error ? error.message : 'Cannot render this formula');
  }
}
