import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { type Locale, localeNames, locales, setLocale } from '../lib/i18n/i18n';
import { useLocale, useT } from '../lib/i18n/use-t';

/**
 * The languages as a row of toggle buttons, each named in its own language (a Spanish speaker
 * finds "Español" on an English page). Thumb-sized (44 px) for phones. The choice is remembered.
 */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = async (locale: Locale) => {
    if (locale === current) return;
    setPending(locale);
    try {
      await setLocale(locale);
    } finally {
      setPending(null);
    }
  };
  return (
    <HStack role="group" aria-label={t('language.label')} gap="1">
      {locales.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="sm"
          minH="11"
          px="3"
          variant={locale === current ? 'subtle' : 'ghost'}
          aria-pressed={locale === current}
          loading={pending === locale}
          onClick={() => void choose(locale)}
        >
          {localeNames[locale]}
        </Button>
      ))}
    </HStack>
  );
}
