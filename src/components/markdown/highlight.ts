import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import xml from 'highlight.js/lib/languages/xml';

// Only the languages the curriculum teaches, registered one by one: the full bundle is ~10× larger.
// Each brings its own aliases (js, html, sh, shell, py, …).
hljs.registerLanguage('python', python);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('css', css);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('json', json);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A fenced code block as `<pre><code class="hljs language-x">`, highlighted when the language is known. */
export function renderCodeBlock(code: string, info: string | undefined): string {
  const language = (info ?? '').trim().split(/\s+/)[0]!.toLowerCase();
  const known = language !== '' && hljs.getLanguage(language) !== undefined;
  const body = known ? hljs.highlight(code, { language, ignoreIllegals: true }).value : escapeHtml(code);
  const languageClass = /^[\w+-]+$/.test(language) ? ` language-${language}` : '';
  const label = known ? ` data-language="${escapeHtml(hljs.getLanguage(language)!.name ?? language)}"` : '';
  return `<pre${label}><code class="hljs${languageClass}">${body}\n</code></pre>\n`;
}
