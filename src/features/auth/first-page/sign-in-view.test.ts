import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import type { Role } from '@/contract/http';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { userFixture } from '@/mocks/shell';
import { documentTheme } from './document-theme';
import { mountSignIn, type SignInOptions } from './sign-in-view';

/**
 * The page as main.tsx shows it before the app has loaded (no React, no router): what it hands the
 * app after sign-in, and its theme switch over <html>. The form's texts, errors and lockout are
 * covered through the app's route (sign-in-page.test.tsx), which mounts this same page.
 */
let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  document.documentElement.classList.remove('light', 'dark');
});

function show(options: Partial<SignInOptions> = {}) {
  const onSignedIn = vi.fn<SignInOptions['onSignedIn']>(async () => {});
  unmount = mountSignIn(document.body, { theme: documentTheme, onSignedIn, ...options });
  return { onSignedIn, user: userEvent.setup() };
}

async function signInAs(role: Role, options: Partial<SignInOptions> = {}) {
  const account = userFixture(role);
  server.use(mockEndpoint(api.login, () => ({ token: 'access-1', refreshToken: 'refresh-1', user: account })));
  const shown = show(options);
  await shown.user.type(screen.getByLabelText('Email'), account.email);
  await shown.user.type(screen.getByLabelText('Password'), 'demo1234');
  await shown.user.keyboard('{Enter}');
  return { ...shown, account };
}

describe('the sign-in page before the app loads', () => {
  it('starts with the cursor in the email field', () => {
    show();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('hands the answer to the app with the page the visitor came from, when the role may see it', async () => {
    const { onSignedIn, account } = await signInAs('parent', { redirect: '/parent?child=abc' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn).toHaveBeenCalledWith({ token: 'access-1', refreshToken: 'refresh-1', user: account }, '/parent?child=abc');
  });

  it("sends a role to its own landing when the page it came from is another role's", async () => {
    const { onSignedIn } = await signInAs('parent', { redirect: '/teacher/courses' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[1]).toBe('/parent');
  });

  it('asks for the app once, when the person starts typing', async () => {
    const onFirstInput = vi.fn();
    const { user } = show({ onFirstInput });
    expect(onFirstInput).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'pa');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(onFirstInput).toHaveBeenCalledOnce();
  });

  it('flips the theme on <html> and remembers it for the app', async () => {
    document.documentElement.classList.add('dark');
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('activeTheme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('leaves nothing behind when removed', () => {
    show();
    unmount?.();
    unmount = null;
    expect(screen.queryByRole('main')).toBeNull();
  });
});
