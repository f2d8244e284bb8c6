/** The demo school's logins (ARCHITECTURE.md §8), all with the same password, and where each role lands. */
export const demoPassword = 'demo1234';

export const demoAccounts = {
  teacher: { email: 'teacher@demo.test', role: 'teacher', landing: '/teacher' },
  teacher2: { email: 'teacher2@demo.test', role: 'teacher', landing: '/teacher' },
  schoolAdmin: { email: 'admin@demo.test', role: 'school-admin', landing: '/admin' },
  districtAdmin: { email: 'district@demo.test', role: 'district-admin', landing: '/admin' },
  parent: { email: 'parent@demo.test', role: 'parent', landing: '/parent' },
  superAdmin: { email: 'super@demo.test', role: 'super-admin', landing: '/sup-admin' },
} as const;

export type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

/** The group path of each role, for "another role's group is refused" checks. */
export const roleGroups = ['/teacher', '/parent', '/admin', '/sup-admin'] as const;
