/**
 * The roster's sort columns, on their own: route search parsing imports them, and it is part of
 * every page's first JavaScript, where the sorting code itself is not needed.
 */
export const rosterSortKeys = ['name', 'completion', 'score', 'lastActivity'] as const;
export type RosterSortKey = (typeof rosterSortKeys)[number];
