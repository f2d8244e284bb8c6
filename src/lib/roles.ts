import type { Role } from '@/contract/http';
import type { MessageId } from './i18n/compiled/ids';

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

/** Each role's name, as a message of the `shell` area (the user menu, the no-access page, the logs). */
export const roleMessages: Record<Role, MessageId> = {
  teacher: 'role.teacher',
  parent: 'role.parent',
  'school-admin': 'role.schoolAdmin',
  'district-admin': 'role.districtAdmin',
  'super-admin': 'role.superAdmin',
};

/** A role's name in words, for a role the logs recorded: one the app does not know is shown as stored. */
export const roleName = (t: (id: MessageId) => string, role: string) => (role in roleMessages ? t(roleMessages[role as Role]) : role);

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
