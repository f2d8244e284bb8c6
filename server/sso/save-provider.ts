/**
 * A super admin (any district) or district admin (their own) saves the district's OpenID Connect
 * provider: in production the issuer is https, the client secret is sealed under the secrets key
 * bound to the district (`roster-pull/secret-box.ts`), a first save must bring the secret, and a
 * domain belongs to one district only.
 */
import type { z } from 'zod';
import type { SsoProvider, ssoProviderSaveSchema } from '@/contract/schemas/sso';
import { writeAudit } from '../access/audit';
import type { Db } from '../db/client';
import { badRequest, conflict, fieldConflict } from '../lib/refusal';
import type { Services } from '../lib/services';
import { deleteSsoProvider, domainsTakenElsewhere, saveSsoProvider, ssoProviderView } from '../repos/sso-providers';
import { sealSecret } from '../roster-pull/secret-box';
import { redirectUriOf } from './sso-sign-in';

export async function saveProviderSettings(
  services: Services,
  districtId: string,
  body: z.output<typeof ssoProviderSaveSchema>,
  savedBy: string,
): Promise<SsoProvider> {
  const { config, db } = services;
  if (config.production && !config.sso.allowPrivateAddresses && body.issuer.startsWith('http:'))
    throw badRequest('Use an https address', [{ path: 'body.issuer', message: 'must be https' }]);
  const taken = await domainsTakenElsewhere(db, districtId, body.emailDomains);
  if (taken.length > 0) throw fieldConflict('body.emailDomains', `Another district already signs in with ${taken.join(', ')}`);
  const { clientSecret, ...settings } = body;
  const key = config.sso.secretKey;
  if (!key) throw conflict('The server has no SECRETS_KEY (or ROSTER_SECRET_KEY): a provider cannot be stored until it is set');
  const sealed = clientSecret === undefined ? null : sealSecret(key, clientSecret, districtId);
  const row = await saveSsoProvider(db, districtId, settings, sealed, savedBy);
  if (!row)
    throw badRequest('The provider needs its client secret', [{ path: 'body.clientSecret', message: 'is required the first time' }]);
  await writeAudit(db, {
    actorId: savedBy,
    action: 'sso.provider.save',
    entity: 'district',
    entityId: districtId,
    meta: {
      issuer: row.issuer,
      emailDomains: row.emailDomains,
      passwordsAllowed: row.passwordsAllowed,
      enabled: row.enabled,
      secretChanged: sealed !== null,
    },
  });
  return ssoProviderView(row, redirectUriOf(services));
}

export async function removeProvider(db: Db, districtId: string, removedBy: string): Promise<{ ok: true }> {
  if (await deleteSsoProvider(db, districtId))
    await writeAudit(db, { actorId: removedBy, action: 'sso.provider.delete', entity: 'district', entityId: districtId });
  return { ok: true };
}
