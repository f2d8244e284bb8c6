import type { rosterPullEndpoints } from '@/contract/endpoints/roster-pull';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { mayRosterTarget } from '../repos/roster-imports';
import { providerRow, providerView } from '../repos/roster-providers';
import { startPull } from '../roster-pull/pull';
import { saveConnection } from '../roster-pull/save-connection';

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
    return saveConnection(services.db, services.config, params.id, body, user.id);
  },

  rosterPullNow: async ({ params, user, services, req }) => {
    await reachDistrict(services.db, user, params.id);
    if (!(await providerRow(services.db, params.id))) throw notFound('The district has no provider connection');
    return providerView(await startPull(services, { districtId: params.id, requestedBy: user.id, log: req.log }));
  },
};
