/**
 * A super admin (any district) or district admin (their own) sees, saves and removes the district's
 * OpenID Connect provider (district-wide: a district out of reach answers 404, like an unknown one).
 * In production the issuer is https, its client secret is sealed like every provider's
 * (`secrets/save-sealed.ts`), and a domain belongs to one district only.
 */
import type { z } from 'zod';
import type { SsoProvider, ssoProviderSaveSchema } from '@/contract/schemas/sso';
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { fieldConflict } from '../lib/refusal';
import type { Services } from '../lib/services';
import { reachDistrictSetting } from '../repos/roster-imports';
import { deleteSsoProvider, domainsTakenElsewhere, saveSsoProvider, ssoProviderRow, ssoProviderView } from '../repos/sso-providers';
import { refusePlainHttp, saveWithSealedSecret } from '../secrets/save-sealed';
import { redirectUriOf } from './sso-sign-in';

export async function providerSettings(services: Services, user: AuthUser, districtId: string): Promise<{ provider: SsoProvider | null }> {
  await reachDistrictSetting(services.db, user, districtId);
  const row = await ssoProviderRow(services.db, districtId);
  return { provider: row ? ssoProviderView(row, redirectUriOf(services)) : null };
}

export async function saveProviderSettings(
  services: Services,
  user: AuthUser,
  districtId: string,
  body: z.output<typeof ssoProviderSaveSchema>,
): Promise<SsoProvider> {
  const { config, db } = services;
  await reachDistrictSetting(db, user, districtId);
  if (config.production && !config.sso.allowPrivateAddresses) refusePlainHttp(body, ['issuer']);
  const taken = await domainsTakenElsewhere(db, districtId, body.emailDomains);
  if (taken.length > 0) throw fieldConflict('body.emailDomains', `Another district already signs in with ${taken.join(', ')}`);
  const { clientSecret, ...settings } = body;
  const { row, secretChanged } = await saveWithSealedSecret({
    key: config.sso.secretKey,
    districtId,
    clientSecret,
    store: (sealed) => saveSsoProvider(db, districtId, settings, sealed, user.id),
    what: 'provider',
  });
  await writeAudit(db, {
    actorId: user.id,
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

export async function removeProvider(db: Db, user: AuthUser, districtId: string): Promise<{ ok: true }> {
  await reachDistrictSetting(db, user, districtId);
  if (await deleteSsoProvider(db, districtId))
    await writeAudit(db, { actorId: user.id, action: 'sso.provider.delete', entity: 'district', entityId: districtId });
  return { ok: true };
}
