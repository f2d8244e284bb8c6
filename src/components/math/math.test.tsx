import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathFormula } from './math';

describe('MathFormula', () => {
  it('shows the source until KaTeX has loaded, then the typeset formula', async () => {
    const { container } = render(<MathFormula tex="\frac{a}{b}" />);
    expect(container.querySelector('code')?.textContent).toBe('\\frac{a}{b}');
    await waitFor(() => expect(container.querySelector('span.math-inline .katex .mfrac')).not.toBeNull());
    expect(container.querySelector('code')).toBeNull();
  });

  it('renders display math as a block', async () => {
    const { container } = render(<MathFormula tex="e^{i\pi}+1=0" display />);
    await waitFor(() => expect(container.querySelector('div.math-display .katex-display')).not.toBeNull());
  });

  it('shows a bad formula as a visible error with the reason', async () => {
    const { container } = render(<MathFormula tex="\frac{1}{" />);
    await waitFor(() => expect(container.querySelector('.katex-error')).not.toBeNull());
    expect(container.querySelector('.katex-error')?.getAttribute('title')).toMatch(/ParseError/);
  });
});
