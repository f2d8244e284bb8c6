import type { Page } from '@playwright/test';
import { pseudoLocale } from '@/src/lib/i18n/i18n';
import { storageKeys } from '@/src/lib/storage-keys';

/**
 * The pseudo-locale check (issue 21 part 4, ARCHITECTURE.md §12): a page shown in `en-XA` (every
 * catalogue message accented, in ⟦ ⟧ and 30 % longer) at a phone's width may show no English of its
 * own and may neither scroll sideways nor clip text. What the server sent (names, titles, emails) is
 * data, not the page's words: every string of the page's API answers is collected and allowed.
 */

/** Every string in the page's API answers, as words (names are joined from several fields). */
export function collectDataWords(page: Page) {
  const words = new Set<string>();
  const pending: Promise<void>[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    pending.push(
      response
        .json()
        .then(add)
        .catch(() => {}),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...words];
  };
}

/** Stores the pseudo-locale as the language before the app reads it. */
export async function storePseudoLocale(page: Page) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: storageKeys.language, value: pseudoLocale });
}

export interface PseudoFindings {
  /** Visible text or accessible names with English words that are neither translated nor data. */
  untranslated: string[];
  /** The page is wider than the viewport (it scrolls sideways). */
  sideways: string | null;
  /** Elements whose text is cut off without an ellipsis. */
  clipped: string[];
}

/** Reads the page as it is now. */
export function pseudoFindings(page: Page, dataWords: string[]): Promise<PseudoFindings> {
  return page.evaluate((data) => {
    const allowed = new Set(data);
    // What `Intl` writes in English for dates and durations is formatting, not the page's words.
    const month = (style: 'long' | 'short') =>
      Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1).toLocaleString('en', { month: style }));
    const weekday = (style: 'long' | 'short') =>
      Array.from({ length: 7 }, (_, d) => new Date(2026, 0, 4 + d).toLocaleString('en', { weekday: style }));
    const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'].flatMap((unit) =>
      (['long', 'short', 'narrow'] as const).flatMap((unitDisplay) =>
        [1, 2].map((n) => new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay }).format(n)),
      ),
    );
    for (const text of [...month('long'), ...month('short'), ...weekday('long'), ...weekday('short'), ...units, 'am pm'])
      for (const word of text.match(/[A-Za-z]+/g) ?? []) allowed.add(word.toLowerCase());
    // Initials and abbreviations (an avatar's "DW", "CSV") are not sentences.
    const abbreviation = (word: string) => word.length <= 3 && word === word.toUpperCase();
    const translated = /[⟦⟧áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;
    const english = (text: string) =>
      !translated.test(text) && (text.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !allowed.has(word.toLowerCase()) && !abbreviation(word));
    // Words marked as another language (a language's own name in a switch) or as not to translate (the product's name).
    const pageLanguage = document.documentElement.lang;
    // Also the keys written on a keyboard (`<kbd>Esc</kbd>`), which no language renames.
    const ownWords = (element: Element) =>
      element.closest('[translate="no"], kbd') === null &&
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });

    const untranslated = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript') || !visible(parent) || !ownWords(parent)) continue;
      if (english(text)) untranslated.add(text.slice(0, 80));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!visible(element) || !ownWords(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && english(value)) untranslated.add(`${name}="${value.slice(0, 80)}"`);
      }
    }

    const width = document.documentElement.scrollWidth;
    const sideways = width > window.innerWidth + 1 ? `${width} px wide in a ${window.innerWidth} px window` : null;

    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      // Visually hidden text (a screen reader's: 1 px and clipped on purpose) is not cut off.
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth <= 1 || !visible(element)) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const ownText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
      if (hides && ownText && style.textOverflow !== 'ellipsis')
        clipped.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`);
    }
    return { untranslated: [...untranslated], sideways, clipped };
  }, dataWords);
}
