import type { AuthUser } from '../auth/users';

/**
 * Which part of the organisation a user may see in lists: everything (super admin), one district
 * (district admin), or a set of schools (school admin, teacher, parent: their own / their children's).
 */
export type OrgScope = { kind: 'all' } | { kind: 'district'; districtId: string | null } | { kind: 'schools'; userId: string };

export function orgScopeOf(user: AuthUser): OrgScope {
  if (user.role === 'super-admin') return { kind: 'all' };
  if (user.role === 'district-admin') return { kind: 'district', districtId: user.districtId };
  return { kind: 'schools', userId: user.id };
}
