import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { userFixture } from '@/mocks/shell';
import { setLocale } from '@/src/lib/i18n/i18n';
import { documentTheme } from './document-theme';
import { mountSignIn, type SignInOptions } from './sign-in-view';

/**
 * Single sign-on on the sign-in page (README "Single sign-on"): the provider's button for the typed
 * email's domain, the return with `#sso=<code>` or `?sso_error=<code>`, and a district whose
 * passwords are off.
 */
let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function show(path = '/sign-in', options: Partial<SignInOptions> = {}) {
  history.replaceState(null, '', path);
  const onSignedIn = vi.fn<SignInOptions['onSignedIn']>(async () => {});
  unmount = mountSignIn(document.body, { theme: documentTheme, onSignedIn, ...options });
  return { onSignedIn, user: userEvent.setup() };
}

function providerFor(domain: string, passwordsAllowed = true) {
  const asked: string[] = [];
  server.use(
    mockEndpoint(api.ssoLookup, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      asked.push(email);
      return email.endsWith(`@${domain}`)
        ? { sso: true, displayName: 'Riverside ID', passwordsAllowed }
        : { sso: false, displayName: null, passwordsAllowed: true };
    }),
  );
  return asked;
}

describe('single sign-on on the sign-in page', () => {
  it('offers the provider of the email’s domain, asking with the domain only; the password stays when allowed', async () => {
    const asked = providerFor('riverside.org');
    const { user } = show();
    await user.type(screen.getByLabelText('Email'), 'ana@riverside.org');
    const button = await screen.findByRole('link', { name: 'Sign in with Riverside ID' });
    expect(button).toHaveAttribute('href', '/api/auth/sso/start?email=ana%40riverside.org');
    expect(asked.at(-1)).toBe('@riverside.org');
    expect(asked.every((email) => !email.includes('ana'))).toBe(true);
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Another domain: the button goes.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@elsewhere.org');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull());
  });

  it('hides the password where the district allows none', async () => {
    providerFor('riverside.org', false);
    const { user } = show();
    await user.type(screen.getByLabelText('Email'), 'ana@riverside.org');
    expect(await screen.findByRole('link', { name: 'Sign in with Riverside ID' })).toBeVisible();
    expect(screen.getByLabelText('Password')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('turns the fragment’s one-time code into the session, once, and takes it out of the address', async () => {
    const account = userFixture('teacher');
    const codes: unknown[] = [];
    server.use(
      mockEndpoint(api.ssoExchange, ({ body }) => {
        codes.push(body);
        return { token: 'access-1', refreshToken: 'refresh-1', user: account };
      }),
    );
    sessionStorage.setItem('ssoRedirect', '/teacher/courses');
    const { onSignedIn } = show('/sign-in#sso=one-time-code_1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/sign-in');
    expect(codes).toEqual([{ code: 'one-time-code_1' }]);
    expect(onSignedIn).toHaveBeenCalledWith({ token: 'access-1', refreshToken: 'refresh-1', user: account }, '/teacher/courses');
    expect(sessionStorage.getItem('ssoRedirect')).toBeNull();
  });

  it('says an expired or spent code plainly', async () => {
    server.use(mockEndpoint(api.ssoExchange, () => apiError(401, 'This sign-in link has expired. Sign in again.')));
    const { onSignedIn } = show('/sign-in#sso=spent');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used. Sign in again.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it.each([
    ['other_district', 'This account belongs to another district than the sign-in service you used.'],
    ['provider_unavailable', 'Your school’s sign-in service is not answering right now. Try again in a few minutes.'],
    ['no_account', 'There is no account for this email address. Ask your school to invite you.'],
    ['something_new', 'Single sign-on did not finish. Please try again.'],
    ['signIn.heading', 'Single sign-on did not finish. Please try again.'],
  ])('shows ?sso_error=%s as a message and takes it out of the address', async (code, message) => {
    show(`/sign-in?redirect=%2Fteacher&sso_error=${encodeURIComponent(code)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location.search).toBe('?redirect=%2Fteacher');
  });

  it('says the error in Spanish', async () => {
    await setLocale('es');
    show('/sign-in?sso_error=unverified_email');
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo de su cuenta escolar no está verificado.');
  });

  it('a password refused because the district signs in with its provider points to the provider’s button', async () => {
    server.use(
      mockEndpoint(api.login, () =>
        apiError(401, 'Your district signs in with Riverside ID', { code: 'SSO_REQUIRED', provider: 'Riverside ID' } as never),
      ),
    );
    const { user } = show();
    await user.type(screen.getByLabelText('Email'), 'ana@unknown.org');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your district signs in with Riverside ID: use the “Sign in with Riverside ID” button.',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Riverside ID' })).toBeVisible();
    expect(screen.getByLabelText('Password')).not.toBeVisible();
  });
});
