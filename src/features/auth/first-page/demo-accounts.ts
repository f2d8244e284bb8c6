/** ARCHITECTURE.md §8: the demo logins (password demo1234), listed on the sign-in page in development only. */
export const demoAccounts = [
  { email: 'teacher@demo.test', label: 'Teacher (schools A and B)' },
  { email: 'teacher2@demo.test', label: 'Teacher (school C)' },
  { email: 'parent@demo.test', label: 'Parent' },
  { email: 'admin@demo.test', label: 'School admin' },
  { email: 'district@demo.test', label: 'District admin' },
  { email: 'super@demo.test', label: 'Super admin' },
];
export const demoPassword = 'demo1234';
