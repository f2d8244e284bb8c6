import { expect, test } from '@playwright/test';
import { checkAndRecord, checkOtherTheme } from './support/axe';

/**
 * The accessibility spec checks the second theme with the colour rules on the whole page and the
 * other rules only where the page differs from the first theme (`support/axe.ts`). These make sure
 * that a difference is found and checked, and that the colour rules still see the whole page.
 */
const page1 = `<!doctype html><html lang="en"><head><title>Themes</title></head><body>
  <header><nav aria-label="Main"><ul><li><a href="#a">First</a></li><li><a href="#b">Second</a></li></ul></nav>
  <button id="theme" type="button" aria-label="Switch to dark theme"><svg aria-hidden="true" width="10" height="10"></svg></button></header>
  <main><h1>Title</h1><p id="intro">Some text on the page.</p><p>More text.</p></main></body></html>`;

test.describe('the second theme is checked where it differs', () => {
  test('a page that did not change: no rule but the colour ones runs again, and none finds anything', async ({ page }) => {
    await page.setContent(page1);
    expect(await checkAndRecord(page, 'first', 'w')).toEqual([]);
    const other = await checkOtherTheme(page, 'second', 'w');
    expect(other).toMatchObject({ findings: [], differing: 0, whole: false });
    expect(other.elements).toBeGreaterThan(10);
  });

  test('a button that loses its name only in the second theme is found', async ({ page }) => {
    await page.setContent(page1);
    expect(await checkAndRecord(page, 'first', 'w')).toEqual([]);
    await page.evaluate(() => document.getElementById('theme')!.removeAttribute('aria-label'));
    const other = await checkOtherTheme(page, 'second', 'w');
    expect(other.findings.map((f) => f.rule)).toEqual(['button-name']);
    expect(other).toMatchObject({ differing: 2, whole: false });
  });

  test('a change inside an element is checked with its ancestors (focusable content under aria-hidden)', async ({ page }) => {
    await page.setContent(page1.replace('</main>', '<div aria-hidden="true"><span id="decor">*</span></div></main>'));
    expect(await checkAndRecord(page, 'first', 'w')).toEqual([]);
    // Only the span changes; the rule judges the aria-hidden <div> above it.
    await page.evaluate(() => document.getElementById('decor')!.setAttribute('tabindex', '0'));
    const other = await checkOtherTheme(page, 'second', 'w');
    expect(other.findings.map((f) => f.rule)).toEqual(['aria-hidden-focus']);
    expect(other.differing).toBe(1);
  });

  test('an element added in the second theme is checked (a list holding a paragraph)', async ({ page }) => {
    await page.setContent(page1);
    expect(await checkAndRecord(page, 'first', 'w')).toEqual([]);
    await page.evaluate(() => document.querySelector('nav ul')!.append(document.createElement('p')));
    const other = await checkOtherTheme(page, 'second', 'w');
    expect(other.findings.map((f) => f.rule)).toEqual(['list']);
  });

  test('a field whose label the second theme takes away is found (what a changed element refers to by id)', async ({ page }) => {
    await page.setContent(
      page1
        .replace('</header>', '<label id="find" for="search">Search</label></header>')
        .replace('</main>', '<input id="search" type="search"></main>'),
    );
    expect(await checkAndRecord(page, 'first', 'w')).toEqual([]);
    await page.evaluate(() => document.getElementById('find')!.setAttribute('for', 'elsewhere'));
    const other = await checkOtherTheme(page, 'second', 'w');
    expect(other.findings.map((f) => f.rule)).toEqual(['label']);
    expect(other.differing).toBe(1);
  });

  test('the colour rules run on the whole page even where nothing else changed', async ({ page }) => {
    await page.setContent(page1);
    expect(await checkAndRecord(page, 'first', 'w')).toEqual([]);
    // Colours only: no attribute, box or other style changes, as in a theme switch.
    await page.addStyleTag({ content: 'p { color: #eee !important; background: #fff; }' });
    const other = await checkOtherTheme(page, 'second', 'w');
    expect(other.findings.map((f) => f.rule)).toEqual(['color-contrast']);
    expect(other.differing).toBe(0);
  });
});
