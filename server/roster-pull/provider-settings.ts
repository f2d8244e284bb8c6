/** The connection a pull uses, opened from the stored row (the secret unsealed only here, only for the pull). */
import type { ProviderRow } from '../repos/roster-providers';
import { openSecret } from '../secrets/secret-box';
import { PullFailure } from './pull-failure';

export interface ProviderConnection {
  baseUrl: string;
  version: 'v1p1' | 'v1p2';
  auth:
    | { kind: 'oauth2'; tokenUrl: string; clientId: string; clientSecret: string; scope: string | null }
    | { kind: 'oauth1'; clientId: string; clientSecret: string };
}

export function connectionOf(row: ProviderRow, key: Buffer | null): ProviderConnection {
  if (!key) throw new PullFailure('the server has no ROSTER_SECRET_KEY, so the stored client secret cannot be opened');
  let clientSecret: string;
  try {
    clientSecret = openSecret(key, row.clientSecretSealed, row.districtId);
  } catch {
    throw new PullFailure('The stored client secret cannot be opened with this server’s ROSTER_SECRET_KEY: save the secret again');
  }
  const version = row.version === 'v1p2' ? 'v1p2' : 'v1p1';
  const auth =
    row.authKind === 'oauth1'
      ? { kind: 'oauth1' as const, clientId: row.clientId, clientSecret }
      : { kind: 'oauth2' as const, tokenUrl: row.tokenUrl ?? '', clientId: row.clientId, clientSecret, scope: row.scope };
  return { baseUrl: row.baseUrl, version, auth };
}
