import 'katex/dist/katex.min.css';
import './math.css';
import { useMemo } from 'react';
import { sanitizeHtml } from '../markdown/sanitize';
import { renderTex } from './render-tex';

export interface KatexMathProps {
  tex: string;
  display?: boolean;
}

/** KaTeX itself; loaded on demand through `Math` so pages without formulas never carry it. */
export default function KatexMath({ tex, display = false }: KatexMathProps) {
  // KaTeX with trust: false escapes everything already; sanitizing again is the belt to its braces.
  const html = useMemo(() => sanitizeHtml(renderTex(tex, display)), [tex, display]);
  const Tag = display ? 'div' : 'span';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output (trust: false), sanitized above.
  return <Tag className={display ? 'math-display' : 'math-inline'} dangerouslySetInnerHTML={{ __html: html }} />;
}
