import type { rosterPullEndpoints } from '@/contract/endpoints/roster-pull';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { mayRosterTarget } from '../repos/roster-imports';
import { providerRow, providerView, saveProvider } from '../repos/roster-providers';
import { runPull } from '../roster-pull/pull';
import { sealSecret } from '../roster-pull/secret-box';

/** The pull is district-wide: the caller must reach the district as a roster target (§10 "Scope"); otherwise 404. */
async function reachDistrict(db: Db, user: AuthUser, districtId: string) {
  if (!(await mayRosterTarget(db, user, districtId, null))) throw notFound('No such district');
}

/** The district's OneRoster REST connection (docs/ARCHITECTURE.md §10, "REST pull"). */
export const rosterPullHandlers: Handlers<typeof rosterPullEndpoints> = {
  rosterProvider: async ({ params, user, services }) => {
    await reachDistrict(services.db, user, params.id);
    const row = await providerRow(services.db, params.id);
    return { provider: row ? providerView(row) : null };
  },

  rosterProviderSave: async ({ params, body, user, services }) => {
    await reachDistrict(services.db, user, params.id);
    // In production the secret and the roster travel over TLS only.
    if (services.config.production)
      for (const field of ['baseUrl', 'tokenUrl'] as const)
        if (body[field]?.startsWith('http:'))
          throw badRequest('Use an https address', [{ path: `body.${field}`, message: 'must be https' }]);
    const { clientSecret, ...settings } = body;
    const key = services.config.rosterPull.secretKey;
    if (!key) throw conflict('The server has no ROSTER_SECRET_KEY: a provider connection cannot be stored until it is set');
    const sealed = clientSecret === undefined ? null : sealSecret(key, clientSecret, params.id);
    const row = await saveProvider(services.db, params.id, settings, sealed, user.id);
    if (!row)
      throw badRequest('The connection needs its client secret', [{ path: 'body.clientSecret', message: 'is required the first time' }]);
    return providerView(row);
  },

  rosterPullNow: async ({ params, user, services, req }) => {
    await reachDistrict(services.db, user, params.id);
    if (!(await providerRow(services.db, params.id))) throw notFound('The district has no provider connection');
    return providerView(await runPull(services, { districtId: params.id, requestedBy: user.id, log: req.log }));
  },
};
