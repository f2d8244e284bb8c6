import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { otherScreensAnswerNotFound, shellHandlers, userFixture } from '@/mocks/shell';
import { renderApp } from '@/src/test/render';

async function signIn(user: ReturnType<typeof renderApp>['user'], email = 'someone@demo.test', password = 'demo1234') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.keyboard('{Enter}');
}

describe('sign-in page', () => {
  it.each([
    ['teacher', '/teacher'],
    ['parent', '/parent'],
    ['school-admin', '/admin'],
    ['district-admin', '/admin'],
    ['super-admin', '/sup-admin'],
  ] as const)('a %s lands in %s with the tokens and school stored', async (role, destination) => {
    const account = userFixture(role);
    server.use(
      ...shellHandlers(account),
      mockEndpoint(api.login, ({ body }) => {
        expect(body).toEqual({ email: account.email, password: 'demo1234' });
        return { token: 'access-1', refreshToken: 'refresh-1', user: account };
      }),
      otherScreensAnswerNotFound,
    );
    const { router, user } = renderApp('/sign-in');
    await signIn(user, account.email);
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(localStorage.getItem('teacherToken')).toBe('access-1');
    expect(localStorage.getItem('teacherRefreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('schoolId')).toBe(account.schools[0]?._id ?? null);
  });

  it('shows the 401 message and stays', async () => {
    server.use(mockEndpoint(api.login, () => apiError(401, 'Wrong email or password')));
    const { router, user } = renderApp('/sign-in');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(localStorage.getItem('teacherToken')).toBeNull();
  });

  it('shows 400 details beside their fields', async () => {
    server.use(
      mockEndpoint(api.login, () =>
        apiError(400, 'The request is not valid', { details: [{ path: 'body.email', message: 'must be an email address' }] }),
      ),
    );
    const { user } = renderApp('/sign-in');
    await signIn(user, 'not-an-email');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Must be an email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for empty fields without calling the server', async () => {
    const { user } = renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('shows 429 with its wait and blocks the button meanwhile', async () => {
    server.use(
      mockEndpoint(api.login, () =>
        HttpResponse.json(
          { message: 'Too many failed sign-in attempts. Try again in 2 minutes.', code: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '90' } },
        ),
      ),
    );
    const { user } = renderApp('/sign-in');
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many failed sign-in attempts.');
    expect(alert).toHaveTextContent(/try again in 1:30/i);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(mockEndpoint(api.login, () => HttpResponse.error()));
    const { user } = renderApp('/sign-in');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('toggles the password visibility', async () => {
    const { user } = renderApp('/sign-in');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('lists the demo accounts in development and fills the form from them', async () => {
    const { user } = renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: /parent@demo\.test/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('parent@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });
});
