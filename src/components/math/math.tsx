import { lazy, Suspense } from 'react';
import type { KatexMathProps } from './katex-math';

const KatexMath = lazy(() => import('./katex-math'));

/**
 * The `Math` component: a TeX formula typeset by KaTeX (bounded and sanitized: see render-tex.ts). KaTeX and its CSS
 * are fetched the first time a formula shows; until then the source is shown as code.
 */
// Named MathFormula, not Math: a component called Math would shadow the global Math object.
export function MathFormula({ tex, display = false }: KatexMathProps) {
  return (
    <Suspense fallback={<code aria-busy="true">{tex}</code>}>
      <KatexMath tex={tex} display={display} />
    </Suspense>
  );
}
