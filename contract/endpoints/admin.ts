import { defineEndpoint } from '../define';
import { adminRoles, idParams } from '../http';
import { contentDetailSchema } from '../schemas/teacher';

/** The admin consoles (school admins and above). */
export const adminEndpoints = {
  adminContentItem: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/course/get/content/:id',
    summary: 'One content item of the course catalogue (platform-wide) with its body, for school admins and above.',
    roles: adminRoles,
    school: false,
    params: idParams,
    response: contentDetailSchema,
  }),
};
