import type { ssoEndpoints } from '@/contract/endpoints/sso';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { mayRosterTarget } from '../repos/roster-imports';
import { ssoProviderRow, ssoProviderView } from '../repos/sso-providers';
import { removeProvider, saveProviderSettings } from '../sso/save-provider';
import { exchangeSsoCode, lookupSso, redirectUriOf } from '../sso/sso-sign-in';

/** A district's provider is district-wide: the caller must reach the district (super admin: any; district admin: their own); otherwise 404. */
async function reachDistrict(db: Db, user: AuthUser, districtId: string) {
  if (!(await mayRosterTarget(db, user, districtId, null))) throw notFound('No such district');
}

/** Single sign-on (the rules in `server/sso/`). */
export const ssoHandlers: Handlers<typeof ssoEndpoints> = {
  ssoProvider: async ({ params, user, services }) => {
    await reachDistrict(services.db, user, params.id);
    const row = await ssoProviderRow(services.db, params.id);
    return { provider: row ? ssoProviderView(row, redirectUriOf(services)) : null };
  },
  ssoProviderSave: async ({ params, body, user, services }) => {
    await reachDistrict(services.db, user, params.id);
    return saveProviderSettings(services, params.id, body, user.id);
  },
  ssoProviderDelete: async ({ params, user, services }) => {
    await reachDistrict(services.db, user, params.id);
    return removeProvider(services.db, params.id, user.id);
  },
  ssoLookup: ({ query, services }) => lookupSso(services, query.email),
  ssoExchange: ({ body, services }) => exchangeSsoCode(services, body.code),
};
