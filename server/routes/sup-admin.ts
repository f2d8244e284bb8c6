import type { supAdminEndpoints } from '@/contract/endpoints/sup-admin';
import type { Handlers } from '../lib/register';
import { listDistricts, listSchools } from '../repos/organisation';

export const supAdminHandlers: Handlers<typeof supAdminEndpoints> = {
  districtsAll: async ({ user, services }) => listDistricts(services.db, user),

  schoolsAll: async ({ user, services }) => listSchools(services.db, user),
};
