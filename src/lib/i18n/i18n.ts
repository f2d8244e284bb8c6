import { type Messages, setupI18n } from '@lingui/core';
import { storageKeys } from '../storage-keys';
import { messages as firstPageEnglish } from './compiled/first-page.en';
import type { LazyArea } from './lazy-catalogs';

/**
 * The app's languages and their message catalogs (Lingui). Catalogs are split by area so a page
 * loads only the messages it shows: `first-page` (sign-in page, language switcher: English is in
 * the first JavaScript, Spanish one small chunk), `shell` (the signed-in frame, shared states) and
 * `parent` (the parent portal), loaded by the routes that show them, and `sso` (the sign-in page's
 * single sign-on, loaded with its part when a provider answers). How to translate another
 * area: ARCHITECTURE.md §12.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';
/**
 * The pseudo-locale (`pseudo.ts`): English accented and longer, for the e2e run's check of untranslated
 * text and of layouts. Chosen only by storing it as the language; no switch offers it.
 */
export const pseudoLocale = 'en-XA';
type Active = Locale | typeof pseudoLocale;
/** Each language in its own words, as a switcher shows them. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

type Loader = () => Promise<{ messages: Messages }>;
const catalogs = {
  'first-page': { en: async () => ({ messages: firstPageEnglish }), es: () => import('./compiled/first-page.es') },
  shell: { en: () => import('./compiled/shell.en'), es: () => import('./compiled/shell.es') },
  parent: { en: () => import('./compiled/parent.en'), es: () => import('./compiled/parent.es') },
  sso: { en: () => import('./compiled/sso.en'), es: () => import('./compiled/sso.es') },
} satisfies Record<string, Record<Locale, Loader>>;
// Areas of pages behind the sign-in (the admin side…): their loaders are in a chunk of their own, so
// the first pages carry one import for all of them, not two per area (the sign-in page's budget).
export type CatalogArea = keyof typeof catalogs | LazyArea;

export const i18n = setupI18n();
i18n.load(sourceLocale, firstPageEnglish);

/** Areas some page asked for (a language switch loads them in the new language), and what is loaded. */
const wanted = new Set<CatalogArea>(['first-page']);
const loaded = new Set<string>([`${sourceLocale}:first-page`]);

async function loadArea(locale: Active, area: CatalogArea) {
  const key = `${locale}:${area}`;
  if (loaded.has(key)) return;
  const source = locale === pseudoLocale ? sourceLocale : locale;
  const { messages } = await (area in catalogs
    ? catalogs[area as keyof typeof catalogs][source]()
    : import('./lazy-catalogs').then((lazy) => lazy.default(area as LazyArea, source)));
  i18n.load(locale, locale === source ? messages : (await import('./pseudo')).pseudoMessages(messages));
  loaded.add(key);
}

function isLocale(value: unknown): value is Active {
  return value === pseudoLocale || (locales as readonly unknown[]).includes(value);
}

function storedLocale(): Active | null {
  try {
    const stored = localStorage.getItem(storageKeys.language);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The remembered choice, else the first of the browser's languages we have (`es-MX` → `es`), else English. */
export function detectLocale(): Active {
  const stored = storedLocale();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const language = tag?.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}

async function activate(locale: Active) {
  await Promise.all([...wanted].map((area) => loadArea(locale, area)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Switches the language (loading every area in use in it) and remembers the choice. */
export async function setLocale(locale: Locale) {
  await activate(locale);
  try {
    localStorage.setItem(storageKeys.language, locale);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

/** Before the first render: the detected language, or English when its catalog cannot be fetched. */
export async function startI18n() {
  const locale = detectLocale();
  i18n.activate(sourceLocale);
  if (locale === sourceLocale) return;
  try {
    await activate(locale);
  } catch {
    i18n.activate(sourceLocale);
  }
}

/** Loads the areas a page shows, in the current language (a route's `beforeLoad` or loader awaits it). */
export async function loadCatalogs(...areas: CatalogArea[]) {
  for (const area of areas) wanted.add(area);
  const locale = isLocale(i18n.locale) ? i18n.locale : sourceLocale;
  await Promise.all(areas.map((area) => loadArea(locale, area)));
}
