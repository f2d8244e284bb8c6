import type { Role } from '@/contract/http';

/** Where each role lands after sign-in (issue 2, item 7). */
export const homePathByRole = {
  teacher: '/teacher',
  parent: '/parent',
  'school-admin': '/admin',
  'district-admin': '/admin',
  'super-admin': '/sup-admin',
} as const satisfies Record<Role, string>;

/**
 * A role's home address. A plain string, not the literal union: `/admin` and `/sup-admin` are two
 * addresses of one route, `/$area` (ARCHITECTURE.md §13), which the router's path type cannot name
 * filled in. The sign-in test walks every role to its home page.
 */
export function homePathFor(role: Role): string {
  return homePathByRole[role];
}

export const roleLabels: Record<Role, string> = {
  teacher: 'Teacher',
  parent: 'Parent',
  'school-admin': 'School admin',
  'district-admin': 'District admin',
  'super-admin': 'Super admin',
};

/** Path prefixes each role's groups live under (the gradebook group is the teacher's). */
const groupsByRole: Record<Role, readonly string[]> = {
  teacher: ['/teacher', '/gradebook'],
  parent: ['/parent'],
  'school-admin': ['/admin'],
  'district-admin': ['/admin'],
  'super-admin': ['/sup-admin'],
};

/** Whether a path lies in one of the role's groups: only then does sign-in go back to it. */
export function isInRoleGroups(role: Role, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return groupsByRole[role].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
