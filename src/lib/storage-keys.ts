/** The local-storage keys of SPEC.md §3, exactly, plus the drawer's remembered width. */
export const storageKeys = {
  token: 'teacherToken',
  refreshToken: 'teacherRefreshToken',
  schoolId: 'schoolId',
  theme: 'activeTheme',
  /** Not in SPEC.md: whether the side drawer is collapsed ("remembered", DESIGN.md §5). */
  drawerCollapsed: 'drawerCollapsed',
} as const;
