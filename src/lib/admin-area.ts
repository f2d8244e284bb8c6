import type { Role } from '@/contract/http';

/**
 * The two administration areas, one route tree (`src/routes/$area/`): school and district admins
 * under `/admin`, the super admin under `/sup-admin`. The first path segment is the area; the
 * `$area` layout route parses it (nothing else matches there) and lets in only the area's roles.
 */
export type AdminArea = 'admin' | 'sup-admin';

/** Who may enter each area: the same split as the server's endpoint roles (ARCHITECTURE.md §13). */
export const rolesOfArea = {
  admin: ['school-admin', 'district-admin'],
  'sup-admin': ['super-admin'],
} as const satisfies Record<AdminArea, readonly Role[]>;

export function isAdminArea(segment: string): segment is AdminArea {
  return Object.hasOwn(rolesOfArea, segment);
}
