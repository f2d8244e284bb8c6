import { Marked, Renderer, type Tokens } from 'marked';
import { renderTex } from '../math/render-tex';
import { renderCodeBlock } from './highlight';
import { mathExtension } from './math-extension';
import { sanitizeHtml } from './sanitize';

/**
 * Content shows under the page's own `<h1>` (the item's title), so its headings move one level
 * down (`#` → `<h2>`), keeping one `<h1>` per page and the outline in order.
 */
const headingOffset = 1;

// A Marked instance of our own: the global `marked` stays untouched for anyone else.
const markdown = new Marked({ gfm: true, breaks: false, async: false }, mathExtension(renderTex), {
  renderer: {
    code: ({ text, lang }: Tokens.Code) => renderCodeBlock(text, lang),
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + headingOffset, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // Wide tables scroll inside their own box on a phone instead of widening the page. The box takes
    // focus, so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    table(token: Tokens.Table) {
      return `<div class="table-scroll" tabindex="0" role="region" aria-label="Table">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  },
});

/** Course content (Markdown with TeX and code) → sanitized HTML, ready for `innerHTML`. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string);
}
