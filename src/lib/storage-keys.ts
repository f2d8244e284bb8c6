/** The local-storage keys of ARCHITECTURE.md §6, exactly, plus the drawer's remembered width. */
export const storageKeys = {
  token: 'teacherToken',
  refreshToken: 'teacherRefreshToken',
  schoolId: 'schoolId',
  theme: 'activeTheme',
  /** Not in the specification: whether the side drawer is collapsed ("remembered", ARCHITECTURE.md §6). */
  drawerCollapsed: 'drawerCollapsed',
  /** Not in the specification: the language a person chose (`en`, `es`); unset, the browser's language decides. */
  language: 'language',
  /** Not in the specification: a staff account's gradebook changes still waiting, written at once (ARCHITECTURE.md §20). */
  offlineChanges: 'offlineChanges',
} as const;
