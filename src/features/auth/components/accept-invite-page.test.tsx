import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { invitePreviewFixture, inviteToken } from '@/mocks/invites';
import { server } from '@/mocks/server';
import { schoolA, schoolB, userFixture } from '@/mocks/shell';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { AcceptInvitePage } from './accept-invite-page';

const strongPassword = 'gentle-otter-bakes-42';

/** The page as the invite mail's link opens it: `/invite#<token>`. */
function openLink(token = inviteToken) {
  window.history.replaceState(null, '', `/invite#${token}`);
  return renderWithProviders(<AcceptInvitePage />, { path: '/invite' });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('accept-invite page', () => {
  it('shows the school and the pre-filled name, checks the password strength, and lands signed in on the school', async () => {
    const previews: unknown[] = [];
    const accepts: unknown[] = [];
    const teacher = userFixture('teacher', { schools: [schoolB, schoolA] });
    server.use(
      mockEndpoint(api.invitePreview, ({ body }) => {
        previews.push(body);
        return invitePreviewFixture();
      }),
      mockEndpoint(api.inviteAccept, ({ body }) => {
        accepts.push(body);
        return { token: 'access-1', refreshToken: 'refresh-1', user: teacher };
      }),
    );
    const held = holdEndpoint('invitePreview');
    const { user, router } = openLink();
    expect(await screen.findByLabelText('Opening your invite')).toHaveAttribute('aria-busy', 'true');
    held.release();
    expect(await screen.findByRole('heading', { name: `Join ${schoolA.name}` })).toBeInTheDocument();
    expect(previews).toEqual([{ token: inviteToken }]);
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');

    // A weak password: the meter says why, and the form does not send it.
    const password = screen.getByLabelText('Choose a password');
    await user.type(password, 'password123');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Very weak'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('This is a commonly used password.', { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(accepts).toEqual([]);

    await user.clear(password);
    await user.type(password, strongPassword);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '4'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/teacher'));
    expect(accepts).toEqual([{ token: inviteToken, name: 'Ada Lovelace', password: strongPassword }]);
    expect(localStorage.getItem('teacherToken')).toBe('access-1');
    expect(localStorage.getItem('teacherRefreshToken')).toBe('refresh-1');
    // The invite's school is the one selected, not the account's first.
    expect(localStorage.getItem('schoolId')).toBe(schoolA._id);
    expect(await screen.findByText(`Welcome to ${schoolA.name}. You are signed in.`)).toBeInTheDocument();
  });

  it("shows the server's refusal of a password under the field", async () => {
    server.use(
      mockEndpoint(api.invitePreview, () => invitePreviewFixture({ account: 'existing' })),
      mockEndpoint(api.inviteAccept, () =>
        apiError(400, 'Wrong password', { details: [{ path: 'body.password', message: 'This is not the password of your account' }] }),
      ),
    );
    const { user } = openLink();
    await screen.findByText(/You already have an account as ada@school.test/);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: `Join ${schoolA.name}` }));
    expect(await screen.findByText('This is not the password of your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('teacherToken')).toBeNull();
  });

  it.each([
    ['revoked', 'This invite was withdrawn by the school. Ask your school admin for a new one.', 'Go to the sign-in page'],
    ['accepted', 'This invite was already accepted. Sign in with your email and password.', 'Sign in'],
  ])('a %s invite says so, with the way to the sign-in page', async (reason, message, link) => {
    server.use(mockEndpoint(api.invitePreview, () => apiError(409, message, { code: 'CONFLICT', reason } as object)));
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'This invite cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/sign-in');
  });

  it('an address without a token asks for the link from the mail, without calling the server', async () => {
    let called = false;
    server.use(
      mockEndpoint(api.invitePreview, () => {
        called = true;
        return invitePreviewFixture();
      }),
    );
    window.history.replaceState(null, '', '/invite');
    renderWithProviders(<AcceptInvitePage />, { path: '/invite' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Open the link from your invite mail again.');
    expect(called).toBe(false);
  });
});

describe('accept-invite page in Spanish', () => {
  it('words the invite, the form, the meter and its refusals in Spanish', async () => {
    await inSpanish();
    server.use(mockEndpoint(api.invitePreview, () => invitePreviewFixture()));
    const { user } = openLink();
    expect(await screen.findByRole('heading', { name: `Unirse a ${schoolA.name}` })).toBeInTheDocument();
    expect(screen.getByText(/^Le invitaron a enseñar en .+ Elija una contraseña para crear su cuenta\.$/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Aceptar la invitación' })).toBeInTheDocument();
    expect(screen.getByLabelText('Su nombre')).toHaveValue('Ada Lovelace');
    const meter = screen.getByRole('meter', { name: 'Seguridad de la contraseña' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Todavía no hay contraseña');
    expect(screen.getByText(/^Use al menos 10 caracteres/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Elija una contraseña'), 'password123');
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Muy débil'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta y unirse' }));
    expect(await screen.findByText('Es una contraseña de uso común.', { selector: '[id$="-error"]' })).toBeInTheDocument();
  });

  it('says an address without a token cannot be used, in Spanish', async () => {
    await inSpanish();
    window.history.replaceState(null, '', '/invite');
    renderWithProviders(<AcceptInvitePage />, { path: '/invite' });
    expect(await screen.findByRole('heading', { name: 'Esta invitación no se puede usar' })).toBeInTheDocument();
    expect(screen.getByText(/^Esta dirección no contiene ninguna invitación/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio de sesión' })).toBeInTheDocument();
  });
});
