/**
 * The sign-in page's single sign-on (README "Single sign-on"), fetched only when it is needed: when
 * a typed email has a domain, or the page comes back from a provider. Its messages are their own
 * catalog area (`sso`), loaded with it, so the page's first JavaScript stays within its budget
 * (ARCHITECTURE.md §4).
 */
import { ApiError } from '@/src/lib/api-error';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n, loadCatalogs } from '@/src/lib/i18n/i18n';
import type { SignInAnswer } from './sign-in-view';
import { ssoExchange, ssoLookup } from '../api/sso';
import { safeRedirect, ssoRedirectKey } from './safe-redirect';
import { failureMessage } from './sign-in-failure';

/** The email's district provider, as the lookup answers it. */
export type Sso = { name: string; passwords: boolean } | null;

const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
const texts = () => loadCatalogs('sso');

/** Whether the domain signs in through a provider (the lookup is sent the domain only), with the messages to show it. */
export async function lookupProvider(domain: string): Promise<Sso> {
  const found = await ssoLookup(domain);
  if (!found.sso) return null;
  await texts();
  return { name: found.displayName ?? '', passwords: found.passwordsAllowed };
}

/** The session of the one-time code of `#sso=`, and the page the person started from. */
export async function finishSso(code: string): Promise<{ answer: SignInAnswer; redirect: string | undefined }> {
  const redirect = safeRedirect(sessionStorage.getItem(ssoRedirectKey));
  sessionStorage.removeItem(ssoRedirectKey);
  return { answer: await ssoExchange(code), redirect };
}

/** Why a single sign-on came back without a session (`?sso_error=<code>`, `SsoErrorCode`), in the person's language. */
export async function ssoErrorMessage(code: string): Promise<string> {
  try {
    await texts();
  } catch {
    return t('signIn.failed');
  }
  const id = `sso.error.${code}` as MessageId;
  const message = /^[a-z_]{1,40}$/.test(code) ? t(id) : id;
  return message === id ? t('sso.failed') : message;
}

/** A refused code exchange: a spent or expired code says so, anything else as a sign-in failure. */
export const exchangeFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 401 ? ssoErrorMessage('flow_expired') : Promise.resolve(failureMessage(error, t));

/** A password refused because the district signs in through its provider only: the message pointing to its button. */
export async function ssoRequiredMessage(provider: string): Promise<string> {
  await texts();
  return t('sso.required', { provider });
}
