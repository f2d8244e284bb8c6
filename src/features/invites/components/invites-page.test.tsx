import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { TeacherInvite } from '@/contract/schemas/invites';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { inviteFixture } from '@/mocks/invites';
import { server } from '@/mocks/server';
import { schoolsFixture } from '@/mocks/shell';
import { Route as adminInvitesRoute } from '@/src/routes/$area/invites';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { InvitesRoutePage } from './invites-page';

type ListBody = { page: number; pageSize: number; q?: string; status?: string; sort: string; dir: string };

/** The list over `invites`; records each body asked for. */
function invitesOf(invites: TeacherInvite[] = [inviteFixture()]) {
  const bodies: ListBody[] = [];
  server.use(
    mockEndpoint(api.schoolsAll, () => ({ items: schoolsFixture, total: schoolsFixture.length, page: 0, pageSize: 500 })),
    mockEndpoint(api.inviteList, ({ body }) => {
      const request = body as ListBody;
      bodies.push(request);
      return { items: invites, total: invites.length, page: request.page, pageSize: request.pageSize };
    }),
  );
  return bodies;
}

const renderPage = () =>
  renderWithProviders(<InvitesRoutePage />, { path: '/$area/invites', initialPath: '/admin/invites', route: adminInvitesRoute });

describe('teacher invites: the form', () => {
  it('checks the fields, then sends the invite and says so', async () => {
    invitesOf();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(api.inviteCreate, ({ body }) => {
        sent.push(body);
        return { invite: inviteFixture({ email: 'new@school.test' }), mailSent: true };
      }),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a teacher' });
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(within(form).getByText('Choose the school to invite them into')).toBeInTheDocument();
    expect(within(form).getByText('Enter an email address')).toBeInTheDocument();
    expect(within(form).getByText("Enter the teacher's name")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('School'), schoolsFixture[1]!._id);
    await user.type(within(form).getByLabelText("Teacher's email"), ' new@school.test ');
    await user.type(within(form).getByLabelText("Teacher's name"), 'New Teacher');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    await screen.findByText('Invite sent to new@school.test');
    expect(sent).toEqual([{ schoolId: schoolsFixture[1]!._id, email: 'new@school.test', name: 'New Teacher' }]);
    expect(within(form).getByLabelText("Teacher's email")).toHaveValue('');
  });

  it('shows a conflict above the form and a field error under its field', async () => {
    invitesOf();
    let answer = apiError(409, 'This email already has a pending invite to this school. Resend it instead.');
    server.use(mockEndpoint(api.inviteCreate, () => answer));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a teacher' });
    await user.selectOptions(within(form).getByLabelText('School'), schoolsFixture[0]!._id);
    await user.type(within(form).getByLabelText("Teacher's email"), 'ada@school.test');
    await user.type(within(form).getByLabelText("Teacher's name"), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('already has a pending invite');

    answer = apiError(400, 'Invalid body', { details: [{ path: 'body.email', message: 'must be an email address' }] });
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('Must be an email address')).toBeInTheDocument();
    expect(within(form).getByLabelText("Teacher's email")).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('teacher invites: the list', () => {
  it('shows a skeleton, then each invite with its status; sorting asks the server', async () => {
    const bodies = invitesOf([
      inviteFixture(),
      inviteFixture({ _id: '00000000-0000-4000-8000-00000000e002', email: 'bob@school.test', status: 'accepted' }),
    ]);
    const held = holdEndpoint('inviteList');
    const { user, router } = renderPage();
    expect(await screen.findByLabelText('Loading teacher invites')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const table = await screen.findByRole('table', { name: 'Teacher invites' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ada@school.test');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(within(rows[0]!).getByRole('button', { name: 'Resend the invite to ada@school.test' })).toBeInTheDocument();
    // An accepted invite has nothing left to do.
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ sort: 'lastSentAt', dir: 'desc', page: 0 });

    await user.click(within(table).getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'email', dir: 'asc' }));
    expect(router!.state.location.search).toMatchObject({ sort: 'email', dir: 'asc' });
    expect(within(table).getByRole('columnheader', { name: /^Email/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('revokes only after the confirmation, which says what it does', async () => {
    invitesOf();
    const revoked: string[] = [];
    server.use(
      mockEndpoint(api.inviteRevoke, ({ params }) => {
        revoked.push(params.id!);
        return inviteFixture({ status: 'revoked' });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke the invite to ada@school.test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this invite?' });
    expect(dialog).toHaveTextContent('stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(revoked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke the invite to ada@school.test' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke invite' }));
    await screen.findByText('Invite to ada@school.test revoked');
    expect(revoked).toEqual([inviteFixture()._id]);
  });

  it('says when there are no invites yet', async () => {
    invitesOf([]);
    renderPage();
    expect(await screen.findByText('No invites yet')).toBeInTheDocument();
  });
});

describe('teacher invites: in Spanish', () => {
  it('shows the form, the list and its statuses in Spanish, and refuses an empty form in Spanish', async () => {
    invitesOf([
      inviteFixture(),
      inviteFixture({ _id: '00000000-0000-4000-8000-00000000e002', email: 'bob@school.test', status: 'accepted' }),
    ]);
    await inSpanish();
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Invitaciones a docentes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Pendiente');
    expect(rows[1]).toHaveTextContent('Aceptada');
    expect(within(rows[0]!).getByRole('button', { name: 'Reenviar la invitación a ada@school.test' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Invitar a un docente' });
    await user.click(within(form).getByRole('button', { name: 'Enviar la invitación' }));
    expect(within(form).getByText('Escriba una dirección de correo')).toBeInTheDocument();
  });
});
