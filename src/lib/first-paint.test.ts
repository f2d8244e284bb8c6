import { describe, expect, it, vi } from 'vitest';

/** The hand-over between a page's first paint and the app (ARCHITECTURE.md §12); a fresh module per test, as on a page load. */
async function freshModule() {
  vi.resetModules();
  return import('./first-paint');
}

function appRoot() {
  const root = document.createElement('div');
  document.body.append(root);
  return root;
}

describe('first paint hand-over', () => {
  it('shows the first paint in place of the hidden app, and swaps them back on hand-over', async () => {
    const { showFirstPaint, handOverFirstPaint, firstPaintShown } = await freshModule();
    const root = appRoot();
    const paint = document.createElement('div');
    showFirstPaint(root, paint);
    expect(root.hidden).toBe(true);
    expect(paint.isConnected).toBe(true);
    expect(firstPaintShown()).toBe(true);
    handOverFirstPaint();
    expect(root.hidden).toBe(false);
    expect(paint.isConnected).toBe(false);
    expect(firstPaintShown()).toBe(false);
    root.remove();
  });

  it('never shows a first paint that comes after the app took over', async () => {
    const { showFirstPaint, handOverFirstPaint } = await freshModule();
    const root = appRoot();
    handOverFirstPaint();
    const late = document.createElement('div');
    showFirstPaint(root, late);
    expect(late.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
    root.remove();
  });
});
