import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { CurrentUser } from '@/contract/schemas/user';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { shellHandlers, userFixture } from '@/mocks/shell';
import { session } from '@/src/lib/session';
import { inSpanish } from '@/src/test/i18n';
import { openMenuByKeyboard, pressInMenu } from '@/src/test/menu-keys';
import { renderApp } from '@/src/test/render';

/** A page of the teacher group with no screen: the shell alone, without the teacher screens' calls. */
const teacherShellOnly = '/teacher/shell-only';

function signedInAs(user: CurrentUser) {
  session.setTokens('access', 'refresh');
  server.use(...shellHandlers(user));
}

describe('role group guards', () => {
  it('send a signed-out visit to the sign-in page with the way back, and come back after sign-in', async () => {
    const parent = userFixture('parent');
    const { router, user } = renderApp('/parent?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/parent?tab=1' });

    signedInAs(parent);
    localStorage.clear();
    server.use(mockEndpoint(api.login, () => ({ token: 't', refreshToken: 'r', user: parent })));
    await user.type(screen.getByLabelText('Email'), parent.email);
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/parent?tab=1'));
  });

  it("show another role's group as no access, with a link home (no redirect)", async () => {
    signedInAs(userFixture('parent'));
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText(/signed in as Pat Parent \(Parent\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/parent');
  });

  it('say no access in the account’s language', async () => {
    signedInAs(userFixture('parent'));
    await inSpanish();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'No tiene acceso a esta página' })).toBeInTheDocument();
    expect(screen.getByText(/sesión como Pat Parent \(Madre, padre o tutor\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a su página de inicio' })).toHaveAttribute('href', '/parent');
  });

  it('let the right role in, inside the layout with its navigation', async () => {
    signedInAs(userFixture('super-admin'));
    renderApp('/sup-admin');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Districts' })).toHaveAttribute('href', '/sup-admin');
    expect(within(nav).getByRole('link', { name: 'Schools' })).toHaveAttribute('href', '/sup-admin/schools');
  });

  it('send a session that cannot be renewed to the sign-in page once', async () => {
    session.setTokens('expired', 'spent');
    let refreshes = 0;
    server.use(
      mockEndpoint(api.currentUser, () => apiError(401, 'expired')),
      mockEndpoint(api.refreshToken, () => {
        refreshes++;
        return apiError(401, 'Your session has ended. Sign in again.');
      }),
    );
    const { router } = renderApp('/teacher');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/teacher' });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(refreshes).toBe(1);
    expect(session.token()).toBeNull();
  });

  it('send / to the role home', async () => {
    signedInAs(userFixture('school-admin'));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('keep a stored school only when it is one of the user’s schools', async () => {
    const teacher = userFixture('teacher');
    signedInAs(teacher);
    localStorage.setItem('schoolId', 'someone-elses-school');
    const { router } = renderApp(teacherShellOnly);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(localStorage.getItem('schoolId')).toBe(teacher.schools[0]?._id);
  });
});

describe('sign out', () => {
  it('revokes the session, clears the keys and the cache, and goes to sign-in', async () => {
    const teacher = userFixture('teacher');
    signedInAs(teacher);
    localStorage.setItem('schoolId', teacher.schools[1]!._id);
    let revoked: unknown = null;
    server.use(
      mockEndpoint(api.logout, ({ body }) => {
        revoked = body;
        return { ok: true };
      }),
    );
    const { router, user, queryClient } = renderApp(teacherShellOnly);
    await openMenuByKeyboard(user, await screen.findByRole('button', { name: /user menu/i }));
    await pressInMenu(user, '{End}', () => screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(revoked).toEqual({ refreshToken: 'refresh' });
    expect(localStorage.getItem('teacherToken')).toBeNull();
    expect(localStorage.getItem('teacherRefreshToken')).toBeNull();
    expect(localStorage.getItem('schoolId')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
