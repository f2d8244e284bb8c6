import { z } from 'zod';
import { defineEndpoint } from '../define';
import { adminRoles } from '../http';
import { districtSchema, schoolSchema } from '../schemas/sup-admin';

/** The organisation lists of the admin consoles (paths under `sup-admin`, scoped per role by the server). */
export const supAdminEndpoints = {
  districtsAll: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sup-admin/district/get/all',
    summary: 'Districts: all for the super admin, their own for a district admin.',
    roles: ['super-admin', 'district-admin'],
    school: false,
    response: z.array(districtSchema),
  }),
  schoolsAll: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sup-admin/school/get/all',
    summary: "Schools with counts: all for the super admin, the district's for a district admin, their own for a school admin.",
    roles: adminRoles,
    school: false,
    response: z.array(schoolSchema),
  }),
};
