/** The local-storage keys of SPEC.md §3, exactly. */
export const storageKeys = {
  token: 'teacherToken',
  refreshToken: 'teacherRefreshToken',
  schoolId: 'schoolId',
  theme: 'activeTheme',
} as const;
