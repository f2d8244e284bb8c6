import { storageKeys } from '../storage-keys';
import { tokenClaims } from '../token-claims';
import { i18n, type Locale, locales, setLocale } from './i18n';

/**
 * The language each account chose in its user menu, remembered on this device per account (issue 21
 * part 4): put back when that account signs in, so a teacher who works in Spanish finds Spanish
 * again, and a colleague signing in on the same tablet keeps their own. Without a choice of its own,
 * an account keeps the page's language (the sign-in page's switch, else the browser's).
 */
const accountKey = (account: string) => `${storageKeys.language}:${account}`;

function accountLocale(account: string): Locale | undefined {
  try {
    return locales.find((locale) => locale === localStorage.getItem(accountKey(account)));
  } catch {
    return undefined;
  }
}

/** Switches to the account's remembered language, if it has one (the guards await it before the first render). */
export async function applyAccountLocale(account: string) {
  const locale = accountLocale(account);
  if (locale && locale !== i18n.locale) await setLocale(locale);
}

/** A switch's choice (the user menu's, the parent portal's): switches, and remembers it for the signed-in account and for the sign-in page. */
export async function chooseAccountLocale(locale: Locale) {
  await setLocale(locale);
  const { sub } = tokenClaims();
  try {
    if (sub) localStorage.setItem(accountKey(sub), locale);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}
