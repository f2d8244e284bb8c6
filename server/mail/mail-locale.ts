import type { SummaryLocale } from '@/contract/schemas/parent';

/** The languages the server writes mails in (the app's languages). */
export type MailLocale = SummaryLocale;
const mailLocales: readonly MailLocale[] = ['en', 'es'];

/**
 * The language of a mail to someone whose own language the server does not know (a teacher being
 * invited): the one the sender chose (`locale` in the request), else the first of the sender's
 * browser languages (`Accept-Language`, `es-MX,es;q=0.9` → `es`) the app has, else English.
 * Quality values are honoured by order only: browsers list the languages best first.
 */
export function mailLocale(chosen: MailLocale | undefined, acceptLanguage: string | string[] | undefined): MailLocale {
  if (chosen) return chosen;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  for (const part of header.split(',')) {
    const language = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    const known = mailLocales.find((locale) => locale === language);
    if (known) return known;
  }
  return 'en';
}
