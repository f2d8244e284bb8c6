import { i18n, type Locale } from '@/src/lib/i18n/i18n';

/**
 * The `offline` catalog area (the update notice, the offline indicator, grade conflicts). It is not
 * one of i18n.ts's areas on purpose: that file is part of the sign-in page's JavaScript, which must
 * not grow (issue 21), and these messages show only once the app runs. Loaded here for the active
 * language, and again when the language changes.
 */
const loaders: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('@/src/lib/i18n/compiled/offline.en'),
  es: () => import('@/src/lib/i18n/compiled/offline.es'),
};

const loaded = new Set<string>();
let following = false;

async function loadFor(locale: string, onLoaded: () => void) {
  const load = loaders[locale as Locale];
  if (!load || loaded.has(locale)) return;
  loaded.add(locale);
  try {
    const { messages } = await load();
    i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
    onLoaded();
  } catch {
    // Asked again on the next change.
    loaded.delete(locale);
  }
}

/**
 * Loads the messages for the active language, and for each language switched to; `onLoaded` runs
 * after each load: `useT` renders again on a change of language only, not on new messages.
 */
export async function loadOfflineMessages(onLoaded: () => void) {
  if (!following) {
    following = true;
    i18n.on('change', () => void loadFor(i18n.locale, onLoaded));
  }
  await loadFor(i18n.locale || 'en', onLoaded);
}
