import { Button, HStack } from '@chakra-ui/react';
import { type Locale, localeNames, locales } from '../lib/i18n/i18n';

export interface LocaleButtonsProps {
  /** The chosen language: its button is pressed. */
  value: Locale;
  /** Called with another language than `value` (a tap on the pressed button does nothing). */
  onChoose: (locale: Locale) => void;
  /** The group's name, said here or by the element with this id. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The language whose choice is being applied: its button shows it is working. */
  pending?: Locale | null;
  disabled?: boolean;
  /** The look of the buttons not pressed: `ghost` in a page's header, `outline` in a form. */
  idleVariant?: 'ghost' | 'outline';
}

/**
 * The languages as a row of toggle buttons, each named in its own language (a Spanish speaker
 * finds "Español" on an English page), thumb-sized (44 px) for phones: the language switcher and
 * the weekly summary mail's language.
 */
export function LocaleButtons({ value, onChoose, pending = null, disabled, idleVariant = 'ghost', ...label }: LocaleButtonsProps) {
  return (
    <HStack role="group" gap="1" {...label}>
      {locales.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="sm"
          minH="11"
          px="3"
          variant={locale === value ? 'subtle' : idleVariant}
          aria-pressed={locale === value}
          loading={pending === locale}
          disabled={disabled}
          onClick={() => locale !== value && onChoose(locale)}
        >
          {localeNames[locale]}
        </Button>
      ))}
    </HStack>
  );
}
