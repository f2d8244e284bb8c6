import type { rosterPullEndpoints } from '@/contract/endpoints/roster-pull';
import type { Handlers } from '../lib/register';
import { districtConnection, syncNow } from '../roster-pull/district-connection';
import { saveConnection } from '../roster-pull/save-connection';

/** The district's OneRoster REST connection (docs/ARCHITECTURE.md §10, "REST pull"; the rules in `server/roster-pull/`). */
export const rosterPullHandlers: Handlers<typeof rosterPullEndpoints> = {
  rosterProvider: ({ params, user, services }) => districtConnection(services, user, params.id),
  rosterProviderSave: ({ params, body, user, services }) => saveConnection(services.db, services.config, user, params.id, body),
  rosterPullNow: ({ params, user, services, req }) => syncNow(services, user, params.id, req.log),
};
