import { useCallback, useSyncExternalStore } from 'react';
import type { MessageId } from './compiled/ids';
import { i18n, type Locale } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as Locale;

/** The active language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * `t('signIn.heading')`: a message of the active language (ids are typed by the English catalogs).
 * Lingui's own React binding is a provider plus context; this hook is the part we need.
 */
export function useT(): Translate {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language, so memoised children update.
  return useCallback<Translate>((id, values) => i18n._(id, values), [locale]);
}
