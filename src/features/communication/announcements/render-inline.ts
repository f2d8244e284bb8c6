import { Marked } from 'marked';
import { sanitizeHtml } from '@/src/components/markdown/sanitize';
import { oneLine } from './plain-text';

// A Marked of our own with no extensions: the banner needs emphasis, code and links, not KaTeX
// or highlighting (those stay in the course-content chunk).
const inline = new Marked({ gfm: true, async: false });

/**
 * An announcement's Markdown as one line of sanitized HTML for the banner row: its blocks are
 * flattened (`oneLine`) and only inline Markdown is read. DOMPurify (the app's `sanitizeHtml`) removes scripts,
 * event handlers and `javascript:` links whatever the admin wrote.
 */
export function renderInlineAnnouncement(source: string): string {
  return sanitizeHtml(inline.parseInline(oneLine(source)) as string);
}
