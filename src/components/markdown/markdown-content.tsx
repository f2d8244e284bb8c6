import 'katex/dist/katex.min.css';
import '../math/math.css';
import './markdown.css';
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownContentProps {
  source: string;
}

/** Rendered course content; loaded on demand through `Markdown` (it carries marked, KaTeX and highlight.js). */
export default function MarkdownContent({ source }: MarkdownContentProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitizes with DOMPurify.
  return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
