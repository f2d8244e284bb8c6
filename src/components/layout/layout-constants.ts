/** ARCHITECTURE.md §6 (px). */
export const drawerWidthOpen = 300;
export const drawerWidthCollapsed = 90;
export const announcementHeight = 35;
export const topBarHeight = 64;
