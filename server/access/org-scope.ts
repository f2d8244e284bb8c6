import type { AuthUser } from '../auth/users';

/**
 * Which part of the organisation a user sees in the organisation lists (repos/organisation.ts, the
 * admin roles only): everything (super admin), one district (district admin), or their
 * `user_schools` (school admin). The same rule as the district and school rows of reach.ts, in the
 * shape those list queries take; a change to one is a change to both.
 */
export type OrgScope = { kind: 'all' } | { kind: 'district'; districtId: string | null } | { kind: 'schools'; userId: string };

export function orgScopeOf(user: AuthUser): OrgScope {
  if (user.role === 'super-admin') return { kind: 'all' };
  if (user.role === 'district-admin') return { kind: 'district', districtId: user.districtId };
  return { kind: 'schools', userId: user.id };
}
