import { screen } from '@testing-library/react';
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

describe('provider sync card', () => {
  it('shows nothing when the district has no connection', async () => {
    let asked = false;
    server.use(
      mockEndpoint(api.rosterProvider, () => {
        asked = true;
        return { provider: null };
      }),
    );
    renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Provider sync' })).not.toBeInTheDocument();
  });

  it('pulls on "Sync now" and shows the new status', async () => {
    server.use(
      mockEndpoint(api.rosterProvider, () => ({ provider: saved() })),
      mockEndpoint(api.rosterPullNow, () => saved({ state: 'succeeded', message: 'The plan waits for an admin to review and apply it.' })),
    );
    const { user } = renderWithProviders(<ProviderSyncCard districtId={districtId} />);
    expect(await screen.findByText('Not pulled yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText(/The last pull succeeded\. The plan waits for an admin/)).toBeInTheDocument();
  });

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
