/**
 * Where the organisation pages live: the super admin under `/sup-admin`, district and school admins
 * under `/admin`. One set of page components serves both; the route tells them which.
 */
export type OrganisationArea = 'admin' | 'sup-admin';

export const schoolPaths = {
  admin: { list: '/admin/schools', detail: '/admin/schools/$schoolId' },
  'sup-admin': { list: '/sup-admin/schools', detail: '/sup-admin/schools/$schoolId' },
} as const satisfies Record<OrganisationArea, { list: string; detail: string }>;

export const districtPaths = { list: '/sup-admin', detail: '/sup-admin/districts/$districtId' } as const;
