import { type CatalogArea, loadCatalogs } from './i18n';

/**
 * A route loader's work with its page's catalogue areas loaded alongside (the admin side's routes,
 * ARCHITECTURE.md §12). It settles only when both have: a load that fails fast still shows its error
 * in words, not ids (a component translating with `useT()` renders again on a language switch, not
 * when a catalogue arrives). A catalogue that cannot be fetched does not fail the page. `load` is
 * for tests (the suite shares modules between files, so a module mock is not reliable there).
 */
export async function withCatalogs<T>(areas: CatalogArea[], work: Promise<T>, load = loadCatalogs): Promise<T> {
  const [, result] = await Promise.allSettled([load(...areas), work]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
