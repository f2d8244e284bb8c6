/**
 * A super admin (any district) or district admin (their own) saves the district's OpenID Connect
 * provider: in production the issuer is https, its client secret is sealed like every provider's
 * (`secrets/save-sealed.ts`), and a domain belongs to one district only.
 */
import type { z } from 'zod';
import type { SsoProvider, ssoProviderSaveSchema } from '@/contract/schemas/sso';
import { writeAudit } from '../access/audit';
import type { Db } from '../db/client';
import { fieldConflict } from '../lib/refusal';
import type { Services } from '../lib/services';
import { deleteSsoProvider, domainsTakenElsewhere, saveSsoProvider, ssoProviderView } from '../repos/sso-providers';
import { refusePlainHttp, saveWithSealedSecret } from '../secrets/save-sealed';
import { redirectUriOf } from './sso-sign-in';

export async function saveProviderSettings(
  services: Services,
  districtId: string,
  body: z.output<typeof ssoProviderSaveSchema>,
  savedBy: string,
): Promise<SsoProvider> {
  const { config, db } = services;
  if (config.production && !config.sso.allowPrivateAddresses) refusePlainHttp(body, ['issuer']);
  const taken = await domainsTakenElsewhere(db, districtId, body.emailDomains);
  if (taken.length > 0) throw fieldConflict('body.emailDomains', `Another district already signs in with ${taken.join(', ')}`);
  const { clientSecret, ...settings } = body;
  const { row, secretChanged } = await saveWithSealedSecret({
    key: config.sso.secretKey,
    districtId,
    clientSecret,
    store: (sealed) => saveSsoProvider(db, districtId, settings, sealed, savedBy),
    what: 'provider',
  });
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
      secretChanged,
    },
  });
  return ssoProviderView(row, redirectUriOf(services));
}

export async function removeProvider(db: Db, districtId: string, removedBy: string): Promise<{ ok: true }> {
  if (await deleteSsoProvider(db, districtId))
    await writeAudit(db, { actorId: removedBy, action: 'sso.provider.delete', entity: 'district', entityId: districtId });
  return { ok: true };
}
