import { describe, expect, it } from 'vitest';
import type { SsoProviderRow } from '../repos/sso-providers';
import { sealSecret } from '../secrets/secret-box';
import { ProviderRefused, providerConfiguration } from './oidc';

const key = Buffer.alloc(32, 7);
const districtId = '00000000-0000-4000-8000-000000000001';
const row = (issuer: string, sealed = sealSecret(key, 'secret', districtId)): SsoProviderRow => ({
  districtId,
  displayName: 'Test ID',
  issuer,
  clientId: 'client',
  clientSecretSealed: sealed,
  passwordsAllowed: true,
  enabled: true,
  configuredBy: null,
  updatedAt: new Date(),
});
const production = { secretKey: key, allowPrivateAddresses: false };

describe('the provider’s address in production', () => {
  it('refuses a plain http issuer before any request', async () => {
    await expect(providerConfiguration(row('http://login.example.org'), production)).rejects.toThrow(/not https/);
  });

  it.each(['https://127.0.0.1:9', 'https://10.1.2.3', 'https://169.254.169.254', 'https://[::1]:9'])(
    'refuses the private address %s',
    async (issuer) => {
      const refusal = providerConfiguration(row(issuer), production);
      await expect(refusal).rejects.toBeInstanceOf(ProviderRefused);
      await expect(refusal).rejects.toThrow(/private address/);
    },
  );

  it('refuses a secret sealed for another district or under another key', async () => {
    const other = sealSecret(Buffer.alloc(32, 8), 'secret', districtId);
    await expect(providerConfiguration(row('https://login.example.org', other), production)).rejects.toThrow(/cannot be opened/);
  });
});
