import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { SsoProvider } from '@/contract/schemas/sso';
import { apiError, interceptEndpoint, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { SsoProviderCard } from './sso-provider-card';

const districtId = '00000000-0000-4000-8000-000000000001';
const saved = (changes: Partial<SsoProvider> = {}): SsoProvider => ({
  districtId,
  displayName: 'Riverside ID',
  issuer: 'https://login.riverside.example.org',
  clientId: 'lms',
  clientSecretSet: true,
  emailDomains: ['riverside.example.org'],
  passwordsAllowed: true,
  enabled: true,
  redirectUri: 'https://lms.example.org/api/auth/sso/callback',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...changes,
});

/** Types by pasting (one event, not one per key: the machine is slow). */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('single sign-on card', () => {
  it('sets up a provider through the form, with the secret and the domains', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(api.ssoProvider, () => ({ provider: null })),
      mockEndpoint(api.ssoProviderSave, ({ body }) => {
        sent = body;
        return saved();
      }),
    );
    const { user } = renderWithProviders(<SsoProviderCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Set up single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up single sign-on' });
    await fill(user, within(dialog).getByLabelText('Name on the sign-in page'), 'Riverside ID');
    await fill(user, within(dialog).getByLabelText('Issuer URL'), 'https://login.riverside.example.org');
    await fill(user, within(dialog).getByLabelText('Client ID'), 'lms');
    await fill(user, within(dialog).getByLabelText('Client secret'), 's3cret');
    await fill(user, within(dialog).getByLabelText(/Email domains/), 'riverside.example.org, staff.riverside.example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      displayName: 'Riverside ID',
      issuer: 'https://login.riverside.example.org',
      clientId: 'lms',
      clientSecret: 's3cret',
      emailDomains: ['riverside.example.org', 'staff.riverside.example.org'],
      passwordsAllowed: true,
      enabled: true,
    });
    expect(await screen.findByText('Riverside ID')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('never shows the saved secret and keeps it when left blank', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      mockEndpoint(api.ssoProvider, () => ({ provider: saved() })),
      mockEndpoint(api.ssoProviderSave, ({ body }) => {
        sent = body as Record<string, unknown>;
        return saved({ displayName: 'Riverside Google' });
      }),
    );
    const { user } = renderWithProviders(<SsoProviderCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Single sign-on settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Single sign-on settings' });
    expect(within(dialog).getByLabelText('Client secret')).toHaveValue('');
    expect(within(dialog).getByText(/Leave blank to keep it/)).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name on the sign-in page');
    await user.clear(name);
    await fill(user, name, 'Riverside Google');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.displayName).toBe('Riverside Google');
    expect(sent).not.toHaveProperty('clientSecret');
  });

  it('shows the server’s field errors on their fields', async () => {
    server.use(
      mockEndpoint(api.ssoProvider, () => ({ provider: saved() })),
      mockEndpoint(api.ssoProviderSave, () =>
        apiError(409, 'Another district already signs in with riverside.example.org', {
          code: 'CONFLICT',
          details: [
            { path: 'body.emailDomains', message: 'Another district already signs in with riverside.example.org' },
            { path: 'body.issuer', message: 'must be https' },
          ],
        }),
      ),
    );
    const { user } = renderWithProviders(<SsoProviderCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Single sign-on settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Single sign-on settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Email domains/)).toHaveAttribute('aria-invalid', 'true'));
    // Said by field and status in the reader's language, not in the server's words.
    expect(within(dialog).getByText('Another district already signs in with one of these domains')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Issuer URL')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Must be an http(s) address')).toBeInTheDocument();
  });

  it('asks before turning single sign-on off, and saves nothing when cancelled', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(api.ssoProvider, () => ({ provider: saved() })),
      mockEndpoint(api.ssoProviderSave, ({ body }) => {
        sent.push(body);
        return saved({ enabled: false });
      }),
    );
    const { user } = renderWithProviders(<SsoProviderCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Single sign-on settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Single sign-on settings' });
    await user.click(within(dialog).getByText('Single sign-on is on'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn single sign-on off?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ enabled: false });
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and an error with Retry', async () => {
    let calls = 0;
    server.use(
      interceptEndpoint(api.ssoProvider, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Something went wrong on our side.', code: 'INTERNAL' }, { status: 500 })
          : HttpResponse.json({ data: { provider: null } });
      }),
    );
    const { user } = renderWithProviders(<SsoProviderCard districtId={districtId} />);
    expect(screen.getByRole('region', { name: 'Single sign-on' }).querySelector('[aria-busy="true"]')).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('button', { name: 'Set up single sign-on' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    server.use(mockEndpoint(api.ssoProvider, () => ({ provider: saved() })));
    await inSpanish();
    renderWithProviders(<SsoProviderCard districtId={districtId} />);
    expect(await screen.findByRole('button', { name: 'Configuración del inicio de sesión único' })).toBeInTheDocument();
    expect(screen.getByText('Activado')).toBeInTheDocument();
  });
});
