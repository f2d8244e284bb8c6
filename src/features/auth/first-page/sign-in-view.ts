import './sign-in.css';
import type { CurrentUser } from '@/contract/schemas/user';
import { ApiError } from '@/src/lib/api-error';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n, type Locale, localeNames, locales, setLocale } from '@/src/lib/i18n/i18n';
import { homePathFor, isInRoleGroups } from '@/src/lib/roles';
import { login } from '../api/login';
import { demoAccounts, demoPassword } from './demo-accounts';
import { iconSvg } from './icons';
import { type FieldErrors, failureMessage, fieldErrorsOf, formatWait, validate } from './sign-in-failure';
import type { SsoControl } from './sso-part';

export interface SignInAnswer {
  token: string;
  refreshToken: string;
  user: CurrentUser;
}

export type ResolvedTheme = 'light' | 'dark';

/** The light/dark switch: the document's classes before the app loads, the app's theme store inside it. */
export interface ThemeControl {
  resolved(): ResolvedTheme;
  set(theme: ResolvedTheme): void;
  /** Calls back when the theme changes elsewhere (another tab); answers the unsubscribe. */
  subscribe?(onChange: () => void): () => void;
}

export interface SignInOptions {
  /** A same-origin path to go back to (already checked by `safeRedirect`). */
  redirect?: string | undefined;
  theme: ThemeControl;
  /** Stores the session and shows `target`: the page the visitor came from when their role may see it, else the role's landing. */
  onSignedIn(answer: SignInAnswer, target: string): Promise<void>;
  /** Once, when the person starts filling the form: time to fetch what comes after it. */
  onFirstInput?(): void;
}

const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);

let mounted = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function setFlag(node: Element, name: string, on: boolean) {
  if (on) node.setAttribute(name, 'true');
  else node.removeAttribute(name);
}

/**
 * The sign-in page in plain DOM and one small CSS file: it is the first page most people see, often
 * on a phone on a slow network, and without React, Chakra and emotion it needs a tenth of the
 * JavaScript (ARCHITECTURE.md §4). The same page serves the app's `/sign-in` route once the app is
 * loaded (after sign-out). Renders into `container` and answers the function that removes it.
 */
export function mountSignIn(container: HTMLElement, options: SignInOptions): () => void {
  const id = `sign-in-${++mounted}`;
  const state = {
    errors: {} as FieldErrors,
    formError: null as string | null,
    lockedUntil: null as number | null,
    pending: false,
    passwordVisible: false,
    switchingTo: null as Locale | null,
  };
  let countdown: ReturnType<typeof setInterval> | undefined;
  const waitSeconds = () => (state.lockedUntil === null ? 0 : Math.max(0, Math.ceil((state.lockedUntil - Date.now()) / 1000)));

  // The frame: language and theme at the top, the card with the brand, heading and form.
  const page = element('main', 'si-page');
  const corner = element('div', 'si-corner');
  const languages = element('div', 'si-languages', { role: 'group' });
  const languageButtons = locales.map((locale) => {
    const button = element('button', 'si-button si-ghost si-language', { type: 'button', lang: locale });
    button.textContent = localeNames[locale];
    button.addEventListener('click', () => void chooseLanguage(locale));
    languages.append(button);
    return { locale, button };
  });
  const themeButton = element('button', 'si-button si-ghost si-icon-button', { type: 'button' });
  themeButton.addEventListener('click', () => {
    options.theme.set(options.theme.resolved() === 'dark' ? 'light' : 'dark');
    render();
  });
  corner.append(languages, themeButton);

  const card = element('div', 'si-card');
  const brand = element('div', 'si-brand');
  brand.innerHTML = iconSvg('graduationCap', 32);
  const appName = element('span', 'si-app-name');
  brand.append(appName);
  const heading = element('h1', 'si-heading');
  const tagline = element('p', 'si-muted');

  const form = element('form', 'si-form', { novalidate: '' });
  const alertSlot = element('div');
  const email = field('email', 'email', { autocomplete: 'username', inputmode: 'email' });
  const password = field('password', 'password', { autocomplete: 'current-password' });
  const toggle = element('button', 'si-button si-ghost si-icon-button si-reveal', { type: 'button' });
  toggle.addEventListener('click', () => {
    state.passwordVisible = !state.passwordVisible;
    render();
  });
  password.input.classList.add('si-input-revealable');
  password.control.append(toggle);
  const submit = element('button', 'si-button si-solid si-submit', { type: 'submit' });
  form.append(alertSlot, email.wrapper, password.wrapper, submit);
  card.append(brand, heading, tagline, form);

  // Single sign-on (sso-part.ts) is fetched when needed: an email with a domain, a refusal, the way back from a provider.
  let sso: Promise<SsoControl> | null = null;
  const ssoControl = () =>
    (sso ??= import('./sso-part')
      .then((part) =>
        part.attachSso({
          emailField: email.wrapper,
          email: email.input,
          passwordOnly: [password.wrapper, submit],
          redirect: options.redirect,
          signedIn,
          show(message, pending) {
            state.formError = message;
            state.pending = pending;
            render();
          },
        }),
      )
      .catch((error: unknown) => {
        sso = null;
        throw error;
      }));
  email.input.addEventListener('input', () => email.input.value.includes('@') && void ssoControl().catch(() => {}));

  const demo = import.meta.env.DEV ? demoSection() : null;
  if (demo) card.append(demo.section);
  page.append(corner, card);

  function field(name: 'email' | 'password', type: string, attributes: Record<string, string>) {
    const wrapper = element('div', 'si-field');
    const label = element('label', 'si-label', { for: `${id}-${name}` });
    const control = element('div', 'si-control');
    const input = element('input', 'si-input', { id: `${id}-${name}`, name, type, 'aria-required': 'true', ...attributes });
    const error = element('p', 'si-field-error', { id: `${id}-${name}-error` });
    input.addEventListener('input', () => {
      if (!state.errors[name]) return;
      state.errors = { ...state.errors, [name]: undefined };
      render();
    });
    control.append(input);
    wrapper.append(label, control);
    return { wrapper, label, control, input, error };
  }

  function demoSection() {
    const section = element('section', 'si-demo', { 'aria-labelledby': `${id}-demo` });
    const title = element('p', 'si-demo-title', { id: `${id}-demo` });
    const hint = element('p', 'si-muted si-small');
    const grid = element('div', 'si-demo-grid');
    for (const account of demoAccounts) {
      const button = element('button', 'si-button si-ghost si-demo-account', { type: 'button' });
      const address = element('span');
      address.textContent = account.email;
      const role = element('span', 'si-muted si-tiny');
      role.textContent = account.label;
      button.append(address, role);
      button.addEventListener('click', () => {
        email.input.value = account.email;
        password.input.value = demoPassword;
        state.errors = {};
        state.formError = null;
        render();
      });
      grid.append(button);
    }
    section.append(title, hint, grid);
    return { section, title, hint };
  }

  function render() {
    document.title = t('signIn.pageTitle');
    languages.setAttribute('aria-label', t('language.label'));
    for (const { locale, button } of languageButtons) {
      const current = i18n.locale === locale;
      button.setAttribute('aria-pressed', String(current));
      button.classList.toggle('si-selected', current);
      setFlag(button, 'aria-busy', state.switchingTo === locale);
    }
    const dark = options.theme.resolved() === 'dark';
    const themeLabel = t(dark ? 'theme.toLight' : 'theme.toDark');
    themeButton.setAttribute('aria-label', themeLabel);
    themeButton.title = themeLabel;
    themeButton.innerHTML = iconSvg(dark ? 'sun' : 'moon');

    appName.textContent = t('app.name');
    heading.textContent = t('signIn.heading');
    tagline.textContent = t('signIn.tagline');
    form.setAttribute('aria-label', t('signIn.formLabel'));

    const wait = waitSeconds();
    alertSlot.replaceChildren();
    if (state.formError)
      alertSlot.append(alertBox(state.formError, wait > 0 ? t('signIn.tryAgainIn', { wait: formatWait(wait, t) }) : null));

    for (const [name, item, label] of [
      ['email', email, t('signIn.email')],
      ['password', password, t('signIn.password')],
    ] as const) {
      item.label.textContent = label;
      const message = state.errors[name];
      setFlag(item.input, 'aria-invalid', Boolean(message));
      if (message) {
        item.input.setAttribute('aria-describedby', item.error.id);
        item.error.textContent = message;
        item.wrapper.append(item.error);
      } else {
        item.input.removeAttribute('aria-describedby');
        item.error.remove();
      }
    }
    password.input.type = state.passwordVisible ? 'text' : 'password';
    toggle.setAttribute('aria-label', t(state.passwordVisible ? 'password.hide' : 'password.show'));
    toggle.setAttribute('aria-pressed', String(state.passwordVisible));
    toggle.innerHTML = iconSvg(state.passwordVisible ? 'eyeOff' : 'eye');

    submit.disabled = state.pending || wait > 0;
    setFlag(submit, 'aria-busy', state.pending);
    submit.replaceChildren();
    if (state.pending) submit.append(element('span', 'si-spinner', { 'aria-hidden': 'true' }));
    submit.append(t(state.pending ? 'signIn.submitting' : 'signIn.submit'));

    if (demo) {
      demo.title.textContent = t('signIn.demoHeading');
      demo.hint.textContent = t('signIn.demoHint', { password: demoPassword });
    }
  }

  function alertBox(title: string, detail: string | null) {
    const box = element('div', 'si-alert', { role: 'alert' });
    const icon = element('span', 'si-alert-icon');
    icon.innerHTML = iconSvg('circleAlert', 18);
    const text = element('div');
    const strong = element('p', 'si-alert-title');
    strong.textContent = title;
    text.append(strong);
    if (detail) {
      const more = element('p');
      more.textContent = detail;
      text.append(more);
    }
    box.append(icon, text);
    return box;
  }

  async function chooseLanguage(locale: Locale) {
    if (locale === i18n.locale || state.switchingTo) return;
    state.switchingTo = locale;
    render();
    try {
      await setLocale(locale);
    } finally {
      state.switchingTo = null;
      render();
    }
  }

  async function signedIn(answer: SignInAnswer, redirect: string | undefined) {
    const { role } = answer.user;
    await options.onSignedIn(answer, redirect && isInRoleGroups(role, redirect) ? redirect : homePathFor(role));
  }

  async function showFailure(error: unknown) {
    if (
      await ssoControl().then(
        (control) => control.refused(error),
        () => false,
      )
    )
      return;
    if (error instanceof ApiError && error.status === 400 && error.body.details?.length) {
      state.errors = fieldErrorsOf(error);
      if (!state.errors.email && !state.errors.password) state.formError = error.message;
      return;
    }
    if (error instanceof ApiError && error.status === 429) {
      state.lockedUntil = Date.now() + (error.retryAfter ?? 60) * 1000;
      clearInterval(countdown);
      // Each second until the wait is over: the alert counts down and the button comes back.
      countdown = setInterval(() => {
        if (waitSeconds() === 0) clearInterval(countdown);
        render();
      }, 1000);
    }
    state.formError = failureMessage(error, t);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (state.pending || waitSeconds() > 0) return;
    // A district that allows no password: the form goes to its provider.
    const viaSso = email.input.value.includes('@') && ssoControl().then((control) => control.submitting());
    if (viaSso && (await viaSso.catch(() => false))) return;
    const values = { email: email.input.value, password: password.input.value };
    state.errors = validate(values, t);
    state.formError = null;
    if (state.errors.email || state.errors.password) {
      render();
      (state.errors.email ? email : password).input.focus();
      return;
    }
    state.pending = true;
    render();
    try {
      await signedIn(await login({ email: values.email.trim(), password: values.password }), options.redirect);
    } catch (error) {
      await showFailure(error);
      state.pending = false;
      render();
    }
  });

  const firstInput = () => {
    form.removeEventListener('input', firstInput);
    options.onFirstInput?.();
  };
  form.addEventListener('input', firstInput);
  const stopLanguage = i18n.on('change', render);
  const stopTheme = options.theme.subscribe?.(render);

  render();
  container.append(page);
  email.input.focus();
  if (/[#?&]sso/.test(location.href)) void ssoControl().catch(() => {});

  return () => {
    void sso?.then(
      (control) => control.stop(),
      () => {},
    );
    clearInterval(countdown);
    stopLanguage();
    stopTheme?.();
    page.remove();
  };
}
