import type { supAdminEndpoints } from '@/contract/endpoints/sup-admin';
import { acknowledged, type Handlers } from '../lib/register';
import { createAdminAccount, deleteAdminAccount, setAdminAccountActive, updateAdminAccount } from '../organisation/admin-accounts';
import {
  createDistrict,
  createSchool,
  deleteDistrict,
  deleteSchool,
  districtDeletionPreview,
  getDistrict,
  getSchool,
  schoolDeletionPreview,
  setDistrictActive,
  setSchoolActive,
  updateDistrict,
  updateSchool,
} from '../organisation/districts-schools';
import { listAdminAccounts } from '../repos/admin-accounts';
import { listDistricts, listSchools } from '../repos/organisation';

/** The organisation consoles: districts, schools and their admins (scope and audit in `server/organisation/`). */
export const supAdminHandlers: Handlers<typeof supAdminEndpoints> = {
  districtsAll: ({ query, user, services }) => listDistricts(services.db, user, query),
  districtGet: ({ params, user, services }) => getDistrict(services.db, user, params.id),
  districtCreate: ({ body, user, services }) => createDistrict(services.db, user, body),
  districtUpdate: ({ params, body, user, services }) => updateDistrict(services.db, user, params.id, body),
  districtSetActive: ({ params, body, user, services }) => setDistrictActive(services.db, user, params.id, body.active),
  districtDeletePreview: ({ params, user, services }) => districtDeletionPreview(services.db, user, params.id),
  districtDelete: ({ params, user, services }) => acknowledged(deleteDistrict(services.db, user, params.id)),

  schoolsAll: ({ query, user, services }) => listSchools(services.db, user, query),
  schoolGet: ({ params, user, services }) => getSchool(services.db, user, params.id),
  schoolCreate: ({ body, user, services }) => createSchool(services.db, user, body),
  schoolUpdate: ({ params, body, user, services }) => updateSchool(services.db, user, params.id, body),
  schoolSetActive: ({ params, body, user, services }) => setSchoolActive(services.db, user, params.id, body.active),
  schoolDeletePreview: ({ params, user, services }) => schoolDeletionPreview(services.db, user, params.id),
  schoolDelete: ({ params, user, services }) => acknowledged(deleteSchool(services.db, user, params.id)),

  districtAdminsAll: ({ query, user, services }) => listAdminAccounts(services.db, user, 'district-admin', query),
  districtAdminCreate: ({ body, user, services }) => createAdminAccount(services.db, user, { role: 'district-admin', input: body }),
  districtAdminUpdate: ({ params, body, user, services }) =>
    updateAdminAccount(services.db, user, params.id, { role: 'district-admin', input: body }),
  districtAdminSetActive: ({ params, body, user, services }) =>
    setAdminAccountActive(services.db, user, 'district-admin', params.id, body.active),
  districtAdminDelete: ({ params, user, services }) => acknowledged(deleteAdminAccount(services.db, user, 'district-admin', params.id)),

  schoolAdminsAll: ({ query, user, services }) => listAdminAccounts(services.db, user, 'school-admin', query),
  schoolAdminCreate: ({ body, user, services }) => createAdminAccount(services.db, user, { role: 'school-admin', input: body }),
  schoolAdminUpdate: ({ params, body, user, services }) =>
    updateAdminAccount(services.db, user, params.id, { role: 'school-admin', input: body }),
  schoolAdminSetActive: ({ params, body, user, services }) =>
    setAdminAccountActive(services.db, user, 'school-admin', params.id, body.active),
  schoolAdminDelete: ({ params, user, services }) => acknowledged(deleteAdminAccount(services.db, user, 'school-admin', params.id)),
};
