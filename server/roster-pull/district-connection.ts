/**
 * The district's OneRoster REST connection as its admins see it (docs/ARCHITECTURE.md §10, "REST
 * pull"): the connection, and "sync now". Both are district-wide (§10 "Scope"): a district out of
 * reach answers 404, like an unknown one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RosterProvider } from '@/contract/schemas/roster-pull';
import type { AuthUser } from '../auth/auth-user';
import { notFound } from '../lib/refusal';
import { reachDistrictSetting } from '../repos/roster-imports';
import { providerRow, providerView } from '../repos/roster-providers';
import { type PullServices, startPull } from './pull';

export async function districtConnection(
  services: PullServices,
  user: AuthUser,
  districtId: string,
): Promise<{ provider: RosterProvider | null }> {
  await reachDistrictSetting(services.db, user, districtId);
  const row = await providerRow(services.db, districtId);
  return { provider: row ? providerView(row) : null };
}

/** Starts the district's pull now; answers the connection with its pull running. */
export async function syncNow(services: PullServices, user: AuthUser, districtId: string, log: FastifyBaseLogger): Promise<RosterProvider> {
  await reachDistrictSetting(services.db, user, districtId);
  if (!(await providerRow(services.db, districtId))) throw notFound('The district has no provider connection');
  return providerView(await startPull(services, { districtId, requestedBy: user.id, log }));
}
