import { i18n, loadCatalogs, setLocale, sourceLocale } from '../lib/i18n/i18n';

/**
 * Tests render in English with every catalog area loaded (a page's route would load its own);
 * `inSpanish()` switches like the language switcher does.
 */
export async function startTestI18n() {
  i18n.activate(sourceLocale);
  await loadCatalogs('first-page', 'shell', 'parent');
  await loadCatalogs('admin', 'organisation', 'people', 'roster', 'analytics', 'logs', 'privacy', 'sso-settings', 'offline');
  await loadCatalogs('teacher', 'gradebook', 'courses', 'invites', 'assistant', 'communication', 'join');
}

export function resetI18n() {
  i18n.activate(sourceLocale);
  document.documentElement.lang = sourceLocale;
}

export async function inSpanish() {
  await setLocale('es');
}
