import { useState } from 'react';
import { chooseAccountLocale } from '../lib/i18n/account-locale';
import type { Locale } from '../lib/i18n/i18n';
import { useLocale, useT } from '../lib/i18n/use-t';
import { LocaleButtons } from './locale-buttons';

/** The app's language as toggle buttons (`LocaleButtons`). The choice is remembered for the signed-in account. */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = async (locale: Locale) => {
    setPending(locale);
    try {
      await chooseAccountLocale(locale);
    } finally {
      setPending(null);
    }
  };
  return <LocaleButtons aria-label={t('language.label')} value={current} pending={pending} onChoose={(locale) => void choose(locale)} />;
}
