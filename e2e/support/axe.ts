import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { storageKeys } from '@/src/lib/storage-keys';

/** WCAG 2.0 and 2.1, levels A and AA: the bar the issue sets. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

/** A laptop and a phone. The height matters little: axe checks the whole document, not the viewport. */
export const widths = [1280, 390] as const;
export const viewportFor = (width: number) => ({ width, height: width > 600 ? 800 : 844 });

/** What a failing check prints: enough to find the element without opening a trace. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** Selector, the element's opening HTML and axe's reason (e.g. the contrast ratio found). */
  nodes: { target: string; html: string; why: string }[];
}

/**
 * Stores the theme the way the theme toggle does (`theme-init.js` reads it before the first paint).
 * The page must already be on the app's origin.
 */
export async function storeTheme(page: Page, theme: Theme) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: storageKeys.theme, value: theme });
}

/**
 * Waits until the page shows its content: a level-1 heading and no skeleton or pending math
 * (every loading state in the app says `aria-busy="true"`), so axe judges the page, not its placeholder.
 */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await painted(page);
}

/** No loading state left, and the last change painted (used after a resize, when a dialog may hide the heading). */
export async function painted(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // After a resize, React re-renders from matchMedia listeners: let two frames paint first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Runs axe on the page as it is and answers the serious and critical violations: the bar
 * (minor and moderate ones are left out). Only the WCAG rules run, not axe's best-practice ones.
 *
 * axe-core runs in the page itself (`axe.run`), injected once per document: `@axe-core/playwright`
 * injected it again on every check and finished each run in a fresh blank page (for cross-origin
 * frames, which the app has none of), four times the cost of the run itself.
 */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  await injectAxe(page);
  // Only violations are read: axe then skips collecting every passing node, a good part of its time.
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    wcagTags,
  );
  return serious(violations, where);
}

async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

function serious(violations: axe.Result[], where: string): Finding[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 160),
        why: [...n.any, ...n.all, ...n.none].map((c) => c.message).join('; '),
      })),
    }));
}

const describeNode = (n: Finding['nodes'][number]) => `      ${n.target}\n        ${n.html}\n        ${n.why}`;

export function describeFindings(findings: Finding[]) {
  return findings.map((f) => `  [${f.impact}] ${f.rule} on ${f.where}: ${f.help}\n${f.nodes.map(describeNode).join('\n')}`).join('\n');
}

/**
 * The rules whose result can change with the theme alone: the colours (`color-contrast`, and
 * `link-in-text-block`, which compares a link's colour with its text's) and the style sheets
 * (`css-orientation-lock` reads them; the layout record below does not cover them).
 */
export const themeRules = ['color-contrast', 'link-in-text-block', 'css-orientation-lock'];

/** What `checkOtherTheme` found besides the violations: how much of the page differed from the first theme. */
export interface ThemeComparison {
  findings: Finding[];
  /** Elements of the body compared. */
  elements: number;
  /** Of them, those that differ (attributes, text, layout or a non-colour style): checked again with every rule. */
  differing: number;
  /** The body itself differed (e.g. its height after a resize): every rule ran on the whole page again. */
  whole: boolean;
}

/**
 * The first theme at a width: every rule, and a record of everything the rules other than
 * `themeRules` read, kept in the page under `key` for `checkOtherTheme` at the same width.
 */
export async function checkAndRecord(page: Page, where: string, key: string): Promise<Finding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(inPageCheck, { mode: 'record' as const, key, tags: wcagTags, themeRules });
  return serious(violations.violations, where);
}

/**
 * The other theme at the same width: `themeRules` on the whole page; every other rule only where
 * the page differs from the record `checkAndRecord` took (e.g. the theme button's label and icon),
 * on the elements that differ, their ancestors and neighbours and what refers to them by id. Where
 * nothing differs every other rule would read the same DOM, styles and boxes, so it would answer
 * the same. A page still settling (a transition, a resize's re-render) differs in more places and
 * is checked again in more of it; where the body itself differs, every rule runs on the whole page.
 */
export async function checkOtherTheme(page: Page, where: string, key: string): Promise<ThemeComparison> {
  await injectAxe(page);
  const result = await page.evaluate(inPageCheck, { mode: 'compare' as const, key, tags: wcagTags, themeRules });
  return { ...result, findings: serious(result.violations, where) };
}

/** Runs in the page (so it holds everything it uses). */
async function inPageCheck({
  mode,
  key,
  tags,
  themeRules,
}: {
  mode: 'record' | 'compare';
  key: string;
  tags: string[];
  themeRules: string[];
}): Promise<{ violations: axe.Result[]; elements: number; differing: number; whole: boolean }> {
  const { axe: run } = window as unknown as { axe: typeof axe };
  // The styles the non-colour rules read: what hides an element or takes it off screen, fonts
  // (p-as-heading), overflow (scrollable-region-focusable), generated content; boxes come apart.
  const styleProperties = [
    'display',
    'visibility',
    'opacity',
    'position',
    'overflow-x',
    'overflow-y',
    'clip',
    'clip-path',
    'font-size',
    'font-weight',
    'font-style',
    'text-indent',
    'white-space',
    'content-visibility',
    'pointer-events',
    'z-index',
  ];
  const idReferences = [
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
    'aria-errormessage',
    'aria-details',
    'aria-flowto',
    'for',
    'headers',
  ];
  const signature = (element: Element) => {
    const attributes = Array.from(element.attributes, (a) => `${a.name}=${a.value}`).sort();
    const text = Array.from(element.childNodes, (n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : '')).join('\u0001');
    const style = getComputedStyle(element);
    const pseudo = ['::before', '::after'].map((p) => getComputedStyle(element, p).getPropertyValue('content'));
    const box = element.getBoundingClientRect();
    const state =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
        ? `${element.value}\u0001${'checked' in element ? element.checked : ''}`
        : '';
    return [
      element.tagName,
      element.childElementCount,
      attributes.join('\u0001'),
      text,
      styleProperties.map((p) => style.getPropertyValue(p)).join(','),
      pseudo.join(','),
      [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 10)).join(','),
      [element.scrollWidth, element.scrollHeight, element.clientWidth, element.clientHeight].join(','),
      state,
      element === document.activeElement ? 'focus' : '',
    ].join('|');
  };
  // The body's elements in document order, each with its signature and the size of its subtree.
  const elements: Element[] = [];
  const signatures: string[] = [];
  const sizes: number[] = [];
  // Its own id and the ids it refers to.
  const links: string[][] = [];
  const visit = (element: Element) => {
    const at = elements.length;
    elements.push(element);
    signatures.push(signature(element));
    sizes.push(0);
    links.push([element.id, ...idReferences.flatMap((a) => (element.getAttribute(a) ?? '').split(/\s+/))].filter(Boolean));
    for (const child of Array.from(element.children)) visit(child);
    sizes[at] = elements.length - at;
  };
  visit(document.body);
  const holder = window as unknown as { axeLayoutRecords?: Record<string, { signatures: string[]; sizes: number[]; links: string[][] }> };
  holder.axeLayoutRecords ??= {};
  const records = holder.axeLayoutRecords;
  // Every rule the tag run runs (axe leaves out experimental ones), in two parts: with one part disabled.
  const ruleIds = run.getRules().map((r) => r.ruleId);
  const options = (disabled: string[]) => ({
    runOnly: { type: 'tag' as const, values: tags },
    rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations' as const],
  });
  if (mode === 'record') {
    records[key] = { signatures, sizes, links };
    const results = await run.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return { violations: results.violations, elements: elements.length, differing: 0, whole: true };
  }
  const recorded = records[key];
  if (!recorded) throw new Error(`no layout recorded in the first theme for ${key}`);
  const violations = (await run.run(document, options(ruleIds.filter((id) => !themeRules.includes(id))))).violations;
  // Both walks in step: an element whose signature (child count included) differs is taken whole
  // with its subtree, and both walks skip past it.
  const differing: Element[] = [];
  // The ids the differing subtrees had or referred to, in either theme.
  const ids = new Set<string>();
  let differingElements = 0;
  for (let at = 0, was = 0; at < elements.length; ) {
    if (signatures[at] === recorded.signatures[was]) {
      at += 1;
      was += 1;
    } else {
      differing.push(elements[at]!);
      const size = sizes[at]!;
      const recordedSize = recorded.sizes[was] ?? 1;
      for (const id of [...links.slice(at, at + size), ...recorded.links.slice(was, was + recordedSize)].flat()) ids.add(id);
      differingElements += size;
      at += size;
      was += recordedSize;
    }
  }
  let whole = false;
  if (differing.length > 0) {
    // What a differing element can change the result of: itself and what it holds, its
    // ancestors (names from content, required children, nested interactive), its neighbours
    // (p-as-heading compares them), and every element holding or referring to an id it holds or
    // referred to, before or now (a label's `for` names a field; duplicate ids).
    const scope = new Set<Element>();
    for (const element of differing) {
      scope.add(element);
      if (element.previousElementSibling) scope.add(element.previousElementSibling);
      if (element.nextElementSibling) scope.add(element.nextElementSibling);
    }
    elements.forEach((element, i) => {
      if (links[i]!.some((id) => ids.has(id))) scope.add(element);
    });
    const onPath = new Set<Element>();
    for (const element of scope) for (let up = element.parentElement; up; up = up.parentElement) onPath.add(up);
    // Everything else in the body is left out; the head and the document's own rules stay in.
    const exclude: Element[] = [];
    const leaveOut = (parent: Element) => {
      for (const child of Array.from(parent.children)) {
        if (scope.has(child)) continue;
        if (onPath.has(child)) leaveOut(child);
        else exclude.push(child);
      }
    };
    whole = scope.has(document.body);
    if (!whole) leaveOut(document.body);
    violations.push(...(await run.run({ exclude }, options(themeRules))).violations);
  }
  return { violations, elements: elements.length, differing: differingElements, whole };
}
