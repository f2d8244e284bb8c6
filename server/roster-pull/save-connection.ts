/**
 * A district admin saves the district's OneRoster REST connection (docs/ARCHITECTURE.md §10,
 * "REST pull"): in production its addresses are https, the client secret is sealed under
 * `ROSTER_SECRET_KEY` bound to the district, and a first save must bring the secret.
 */
import type { z } from 'zod';
import type { RosterProvider, rosterProviderSaveSchema } from '@/contract/schemas/roster-pull';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../lib/refusal';
import { providerView, saveProvider } from '../repos/roster-providers';
import { sealSecret } from './secret-box';

export async function saveConnection(
  db: Db,
  config: Config,
  districtId: string,
  body: z.output<typeof rosterProviderSaveSchema>,
  savedBy: string,
): Promise<RosterProvider> {
  // In production the secret and the roster travel over TLS only.
  if (config.production)
    for (const field of ['baseUrl', 'tokenUrl'] as const)
      if (body[field]?.startsWith('http:')) throw badRequest('Use an https address', [{ path: `body.${field}`, message: 'must be https' }]);
  const { clientSecret, ...settings } = body;
  const key = config.rosterPull.secretKey;
  if (!key) throw conflict('The server has no ROSTER_SECRET_KEY: a provider connection cannot be stored until it is set');
  const sealed = clientSecret === undefined ? null : sealSecret(key, clientSecret, districtId);
  const row = await saveProvider(db, districtId, settings, sealed, savedBy);
  if (!row)
    throw badRequest('The connection needs its client secret', [{ path: 'body.clientSecret', message: 'is required the first time' }]);
  return providerView(row);
}
