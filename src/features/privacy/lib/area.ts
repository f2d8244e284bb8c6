/**
 * Where the privacy pages live: school and district admins under `/admin`, the super admin under
 * `/sup-admin`. One set of page components serves both; the route tells them which.
 */
export type PrivacyArea = 'admin' | 'sup-admin';

export const privacyPaths = {
  admin: { list: '/admin/privacy', record: '/admin/privacy/$studentId' },
  'sup-admin': { list: '/sup-admin/privacy', record: '/sup-admin/privacy/$studentId' },
} as const satisfies Record<PrivacyArea, { list: string; record: string }>;
