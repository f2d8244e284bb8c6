/**
 * A super admin (any district) or district admin (their own) saves the district's OneRoster REST
 * connection (docs/ARCHITECTURE.md §10, "REST pull"): in production its addresses are https, and
 * its client secret is sealed like every provider's (`secrets/save-sealed.ts`).
 */
import type { z } from 'zod';
import type { RosterProvider, rosterProviderSaveSchema } from '@/contract/schemas/roster-pull';
import type { AuthUser } from '../auth/auth-user';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { reachDistrictSetting } from '../repos/roster-imports';
import { providerView, saveProvider } from '../repos/roster-providers';
import { refusePlainHttp, saveWithSealedSecret } from '../secrets/save-sealed';

export async function saveConnection(
  db: Db,
  config: Config,
  user: AuthUser,
  districtId: string,
  body: z.output<typeof rosterProviderSaveSchema>,
): Promise<RosterProvider> {
  await reachDistrictSetting(db, user, districtId);
  if (config.production) refusePlainHttp(body, ['baseUrl', 'tokenUrl']);
  const { clientSecret, ...settings } = body;
  const { row } = await saveWithSealedSecret({
    key: config.rosterPull.secretKey,
    districtId,
    clientSecret,
    store: (sealed) => saveProvider(db, districtId, settings, sealed, user.id),
    what: 'connection',
  });
  return providerView(row);
}
