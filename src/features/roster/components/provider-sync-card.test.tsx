import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { RosterProvider } from '@/contract/schemas/roster-pull';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/src/test/render';
import { ProviderSyncCard } from './provider-sync-card';

const districtId = '00000000-0000-4000-8000-000000000001';
const saved = (status: Partial<RosterProvider['status']> = {}): RosterProvider => ({
  districtId,
  baseUrl: 'https://sis.example.org/ims/oneroster/v1p1',
  version: 'v1p1',
  authKind: 'oauth2',
  tokenUrl: 'https://sis.example.org/oauth/token',
  clientId: 'client',
  scope: null,
  clientSecretSet: true,
  enabled: true,
  autoApply: false,
  maxDeactivatePercent: 5,
  updatedAt: '2026-11-26T10:00:00.000Z',
  status: {
    state: 'never',
    startedAt: null,
    finishedAt: null,
    lastSuccessStartedAt: null,
    message: null,
    outcome: null,
    importId: null,
    mode: null,
    records: null,
    ...status,
  },
});

/** Types by pasting (one event, not one per key: the machine is slow). */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('provider sync card', () => {
  it('offers to connect a provider, and connects one through the form', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(api.rosterProvider, () => ({ provider: null })),
      mockEndpoint(api.rosterProviderSave, ({ body }) => {
        sent = body;
        return saved();
      }),
    );
    const { user } = renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Connect a provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a OneRoster provider' });
    await fill(user, within(dialog).getByLabelText('Base URL'), 'https://sis.example.org/ims/oneroster/v1p2');
    await fill(user, within(dialog).getByLabelText('Token URL'), 'https://sis.example.org/oauth/token');
    await fill(user, within(dialog).getByLabelText('Client ID'), 'client');
    await fill(user, within(dialog).getByLabelText('Client secret'), 's3cret');
    await user.click(within(dialog).getByText('Apply a pull by itself when it stays within the threshold'));
    const threshold = within(dialog).getByLabelText(/Auto-apply threshold/);
    await user.clear(threshold);
    await fill(user, threshold, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      baseUrl: 'https://sis.example.org/ims/oneroster/v1p2',
      version: 'v1p2',
      authKind: 'oauth2',
      tokenUrl: 'https://sis.example.org/oauth/token',
      scope: null,
      clientId: 'client',
      clientSecret: 's3cret',
      enabled: true,
      autoApply: true,
      maxDeactivatePercent: 2.5,
    });
    expect(await screen.findByText('Not pulled yet.')).toBeInTheDocument();
  });

  it("keeps the saved secret unless a new one is typed, and shows the server's field errors by their fields", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      mockEndpoint(api.rosterProvider, () => ({ provider: saved() })),
      mockEndpoint(api.rosterProviderSave, ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return bodies.length === 1
          ? apiError(400, 'Invalid request', {
              code: 'VALIDATION',
              details: [
                { path: 'body.tokenUrl', message: 'must be https' },
                { path: 'body.maxDeactivatePercent', message: 'too big: expected number to be <=100' },
              ],
            })
          : saved();
      }),
    );
    const { user } = renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Connection settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provider connection' });
    const secret = within(dialog).getByLabelText('Client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Saved');
    expect(within(dialog).getByText('A secret is saved and never shown. Type a new one to replace it.')).toBeInTheDocument();
    const threshold = within(dialog).getByLabelText(/Auto-apply threshold/);
    await user.clear(threshold);
    await fill(user, threshold, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Said by field in the reader's language, not in the server's words.
    const tokenError = 'An OAuth 2 connection needs its token address (http or https)';
    expect(await within(dialog).findByText(tokenError)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Token URL')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Token URL')).toHaveAccessibleDescription(tokenError);
    expect(threshold).toHaveAccessibleDescription('A number from 0 to 100');
    expect(bodies[0]).not.toHaveProperty('clientSecret');
    await fill(user, within(dialog).getByLabelText('Client secret'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[1]).toMatchObject({ clientSecret: 'new-secret', maxDeactivatePercent: 150 });
  });

  it('offers OAuth 1.0a for a OneRoster 1.1 provider only, with a consumer key and secret and no token address', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(api.rosterProvider, () => ({ provider: null })),
      mockEndpoint(api.rosterProviderSave, ({ body }) => {
        sent = body;
        return saved();
      }),
    );
    const { user } = renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Connect a provider' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('option', { name: 'OAuth 1.0a (OneRoster 1.1 only)' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Version'), 'v1p1');
    await user.selectOptions(within(dialog).getByLabelText('Sign-in'), 'oauth1');
    expect(within(dialog).queryByLabelText('Token URL')).not.toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Base URL'), 'https://sis.example.org/ims/oneroster/v1p1');
    await fill(user, within(dialog).getByLabelText('Consumer key'), 'key');
    await fill(user, within(dialog).getByLabelText('Consumer secret'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ version: 'v1p1', authKind: 'oauth1', tokenUrl: null, clientId: 'key', clientSecret: 'secret' }),
    );
  });

  it('answers "Sync now" at once, shows the pull running, and follows it to its end', async () => {
    let pulled = false;
    let reads = 0;
    server.use(
      mockEndpoint(api.rosterProvider, () => {
        reads += 1;
        // The first read after the pull still finds it running; the next, done.
        if (!pulled) return { provider: saved() };
        return { provider: reads <= 2 ? saved({ state: 'running', startedAt: '2026-11-26T10:00:00.000Z' }) : finished };
      }),
      mockEndpoint(api.rosterPullNow, () => {
        pulled = true;
        return saved({ state: 'running', startedAt: '2026-11-26T10:00:00.000Z' });
      }),
    );
    const finished = saved({ state: 'succeeded', message: 'The plan waits for an admin to review and apply it.' });
    const { user } = renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    expect(await screen.findByText('Not pulled yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText(/A pull is running/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pulling/ })).toBeDisabled();
    // The card asks again every 2 s while the pull runs.
    expect(await screen.findByText(/The last pull succeeded\. The plan waits for an admin/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  }, 60_000);

  it('says why when the pull is refused', async () => {
    server.use(
      mockEndpoint(api.rosterProvider, () => ({ provider: saved() })),
      mockEndpoint(api.rosterPullNow, () => apiError(409, 'A pull of this district is already running')),
    );
    const { user } = renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('A pull of this district is already running')).toBeInTheDocument();
  });
});
