import { Marked, Renderer, type Tokens } from 'marked';
import { renderTex } from '../math/render-tex';
import { renderCodeBlock } from './highlight';
import { mathExtension } from './math-extension';
import { sanitizeHtml } from './sanitize';

// A Marked instance of our own: the global `marked` stays untouched for anyone else.
const markdown = new Marked({ gfm: true, breaks: false, async: false }, mathExtension(renderTex), {
  renderer: {
    code: ({ text, lang }: Tokens.Code) => renderCodeBlock(text, lang),
    // Wide tables scroll inside their own box on a phone instead of widening the page.
    table(token: Tokens.Table) {
      return `<div class="table-scroll">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  },
});

/** Course content (Markdown with TeX and code) → sanitized HTML, ready for `innerHTML`. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string);
}
