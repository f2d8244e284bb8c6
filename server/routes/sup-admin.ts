import type { supAdminEndpoints } from '@/contract/endpoints/sup-admin';
import { orgScopeOf } from '../access/org-scope';
import type { Handlers } from '../lib/register';
import { listDistricts, listSchools } from '../repos/organisation';

export const supAdminHandlers: Handlers<typeof supAdminEndpoints> = {
  districtsAll: async ({ user, services }) => listDistricts(services.db, orgScopeOf(user)),

  schoolsAll: async ({ user, services }) => listSchools(services.db, orgScopeOf(user)),
};
