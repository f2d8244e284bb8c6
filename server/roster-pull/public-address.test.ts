import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { providerClient } from './provider-client';
import type { ProviderConnection } from './provider-settings';
import { isPrivateAddress, privateAddressOf } from './public-address';

describe('a provider address must be public in production', () => {
  it('tells private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('checks what a host name resolves to', async () => {
    expect(await privateAddressOf(new URL('http://localhost:8080/ims/oneroster'))).toMatch(/localhost:8080 is a private address/);
    expect(await privateAddressOf(new URL('https://[::1]/x'))).toMatch(/private address \(::1\)/);
    expect(await privateAddressOf(new URL('https://8.8.8.8/x'))).toBeNull();
  });

  it('refuses before sending when private addresses are not allowed, and production does not allow them', async () => {
    const connection: ProviderConnection = {
      baseUrl: 'http://127.0.0.1:9/ims/oneroster/v1p1',
      version: 'v1p1',
      auth: { kind: 'oauth2', tokenUrl: 'http://127.0.0.1:9/token', clientId: 'id', clientSecret: 'secret', scope: null },
    };
    const client = providerClient(connection, { allowPrivateAddresses: false });
    await expect(client.readAll('orgs', null)).rejects.toThrow(/127\.0\.0\.1:9 is a private address/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) } as NodeJS.ProcessEnv).rosterPull.allowPrivateAddresses).toBe(
      false,
    );
    expect(loadConfig({} as NodeJS.ProcessEnv).rosterPull.allowPrivateAddresses).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), ROSTER_PULL_ALLOW_PRIVATE: 'true' } as NodeJS.ProcessEnv).rosterPull
        .allowPrivateAddresses,
    ).toBe(true);
  });
});
