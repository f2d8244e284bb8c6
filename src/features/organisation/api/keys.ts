/**
 * Query keys of the organisation consoles. They start with `admin`, like the district and school
 * lists of `src/lib`, so one invalidation after a change refreshes every organisation list and page.
 */
export const organisationKeys = {
  all: ['admin'] as const,
  district: (id: string) => ['admin', 'district', id] as const,
  school: (id: string) => ['admin', 'school', id] as const,
  admins: (role: string, query: object) => ['admin', 'accounts', role, query] as const,
  deletion: (kind: 'district' | 'school', id: string) => ['admin', 'deletion', kind, id] as const,
};
