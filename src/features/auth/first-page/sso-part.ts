/**
 * The sign-in page's single sign-on (README "Single sign-on"), fetched only when the page needs it:
 * once an email with a domain is typed, on a refused sign-in, or back from a provider. It adds
 * "Sign in with <provider>" when the email's domain has one (asking with the domain only), hides the
 * password where the district allows none, turns `#sso=<code>` into the session and `?sso_error=`
 * into a message. Its messages are their own catalog area (`sso`), loaded with it, so the page's
 * first JavaScript stays within its budget (ARCHITECTURE.md §4).
 */
import type { ssoRequiredCode } from '@/contract/schemas/sso';
import { ApiError } from '@/src/lib/api-error';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n, loadCatalogs } from '@/src/lib/i18n/i18n';
import { ssoExchange, ssoLookup } from '../api/sso';
import { safeRedirect } from './safe-redirect';
import { failureMessage } from './sign-in-failure';

/** What the page hands its single sign-on part. */
export interface SsoPage {
  /** The email field's wrapper (the button goes after it) and its input. */
  emailField: HTMLElement;
  email: HTMLInputElement;
  /** What a district without passwords hides: the password field and the submit button. */
  passwordOnly: HTMLElement[];
  redirect: string | undefined;
  signedIn(answer: Awaited<ReturnType<typeof ssoExchange>>, redirect: string | undefined): Promise<void>;
  /** Shows a message (or none) above the form, and whether the form waits. */
  show(message: string | null, pending: boolean): void;
}

export interface SsoControl {
  /** Before a password sign-in: true when the domain's district allows no password (the browser then goes to its provider). */
  submitting(): Promise<boolean>;
  /** After a refused sign-in: true when it was refused for single sign-on (said, with the button). */
  refused(error: unknown): Promise<boolean>;
  stop(): void;
}

type Sso = { name: string; passwords: boolean } | null;

/** Where `redirect` waits (session storage) while the browser is away at the provider. */
const redirectKey = 'ssoRedirect';
const requiredCode: typeof ssoRequiredCode = 'SSO_REQUIRED';
const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
const texts = () => loadCatalogs('sso');
/** The domain of a whole email address (`a@school.org` → `school.org`), else null. */
const domainOf = (value: string) => /^[^@\s]+@([^@\s]+\.[a-z]{2,})$/i.exec(value.trim())?.[1]?.toLowerCase() ?? null;
const startUrl = (email: string) => `/api/auth/sso/start?email=${encodeURIComponent(email.trim())}`;

/** Why a single sign-on came back without a session (`?sso_error=<code>`, `SsoErrorCode`), in the person's language. */
function errorMessage(code: string): string {
  const id = `sso.error.${code}` as MessageId;
  const message = /^[a-z_]{1,40}$/.test(code) ? t(id) : id;
  return message === id ? t('sso.failed') : message;
}

export function attachSso(page: SsoPage): SsoControl {
  let sso: Sso = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One lookup per domain; a failed one is forgotten (the password form stays meanwhile).
  const lookups = new Map<string, Promise<Sso>>();
  const link = document.createElement('a');
  link.className = 'si-button si-solid si-submit';
  link.addEventListener('click', () => {
    link.href = startUrl(page.email.value);
    sessionStorage.setItem(redirectKey, page.redirect ?? '');
  });
  page.emailField.after(link);

  function render() {
    link.hidden = !sso;
    if (sso) {
      link.textContent = t('sso.button', { provider: sso.name });
      link.href = startUrl(page.email.value);
    }
    for (const node of page.passwordOnly) node.hidden = Boolean(sso && !sso.passwords);
  }

  async function lookUp() {
    clearTimeout(timer);
    const domain = domainOf(page.email.value);
    let answer = domain ? lookups.get(domain) : null;
    if (domain && !answer) {
      answer = ssoLookup(domain)
        .then(async (found) => {
          if (!found.sso) return null;
          await texts();
          return { name: found.displayName ?? '', passwords: found.passwordsAllowed };
        })
        .catch(() => {
          lookups.delete(domain);
          return null;
        });
      lookups.set(domain, answer);
    }
    const found = (await answer) ?? null;
    // Only when the email still has that domain (typing went on meanwhile).
    if (domainOf(page.email.value) !== domain) return;
    sso = found;
    render();
  }

  /** Back from the provider: the code leaves the address at once, then becomes the session (once); or the refusal is said. */
  async function comeBack() {
    const code = /^#sso=([\w-]+)$/.exec(location.hash)?.[1];
    const query = new URLSearchParams(location.search);
    const refusal = query.get('sso_error');
    if (!code && !refusal) return;
    query.delete('sso_error');
    history.replaceState(history.state, '', `${location.pathname}${query.size ? `?${query}` : ''}`);
    // The form waits while a code becomes the session; a refusal only needs its message.
    page.show(null, Boolean(code));
    try {
      await texts();
      if (refusal) return page.show(errorMessage(refusal), false);
      const redirect = safeRedirect(sessionStorage.getItem(redirectKey));
      sessionStorage.removeItem(redirectKey);
      await page.signedIn(await ssoExchange(code!), redirect);
    } catch (error) {
      page.show(error instanceof ApiError && error.status === 401 ? errorMessage('flow_expired') : failureMessage(error, t), false);
    }
  }

  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void lookUp(), 400);
  };
  page.email.addEventListener('input', onInput);
  const stopLanguage = i18n.on('change', render);
  render();
  void lookUp();
  void comeBack();

  return {
    async submitting() {
      await lookUp();
      if (!sso || sso.passwords) return false;
      link.click();
      return true;
    },
    async refused(error) {
      if (!(error instanceof ApiError) || error.body.code !== requiredCode) return false;
      const { provider } = error.body as { provider?: unknown };
      sso = { name: typeof provider === 'string' ? provider : '', passwords: false };
      await texts().catch(() => {});
      page.show(t('sso.required', { provider: sso.name }), false);
      render();
      return true;
    },
    stop() {
      clearTimeout(timer);
      page.email.removeEventListener('input', onInput);
      stopLanguage();
      link.remove();
    },
  };
}
