import type { StudentSummary } from '@/contract/schemas/teacher';

import type { RosterSortKey } from './roster-sort-keys';

export { type RosterSortKey, rosterSortKeys } from './roster-sort-keys';
export type SortDirection = 'asc' | 'desc';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The value a column sorts by; null (not graded, not started) always sorts last. */
const sortValue: Record<Exclude<RosterSortKey, 'name'>, (s: StudentSummary) => number | null> = {
  completion: (s) => s.completion,
  score: (s) => s.averageScore,
  lastActivity: (s) => (s.lastActivityAt ? Date.parse(s.lastActivityAt) : null),
};

/** Sorts a copy of the roster; ties fall back to the name so the order is stable and predictable. */
export function sortRoster(rows: readonly StudentSummary[], key: RosterSortKey, direction: SortDirection): StudentSummary[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: StudentSummary, b: StudentSummary) =>
    collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);
  if (key === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const value = sortValue[key];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** Lower-cased, accents removed: "Zoë" is found by "zoe". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Students whose name ("Ava Martinez", "Martinez, Ava") or student number contains every word of the query. */
export function searchRoster(rows: readonly StudentSummary[], query: string): StudentSummary[] {
  const words = fold(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((s) => {
    const haystack = fold(`${s.firstName} ${s.lastName} ${s.studentNumber}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The roster's view: sort column, direction and search text (kept in the URL by the routes). */
export interface RosterState {
  sort: RosterSortKey;
  dir: SortDirection;
  q: string;
}

export const defaultRosterState: RosterState = { sort: 'name', dir: 'asc', q: '' };

/** A newly chosen column starts where it is most useful: names A→Z, figures highest first. */
export const initialDirection = (key: RosterSortKey): SortDirection => (key === 'name' ? 'asc' : 'desc');

/** The roster's view as a page gets it from the URL's search: what is absent takes the default. */
export function rosterFromSearch(search: Partial<RosterState>): RosterState {
  return {
    ...defaultRosterState,
    ...(search.sort && { sort: search.sort }),
    ...(search.dir && { dir: search.dir }),
    ...(search.q && { q: search.q }),
  };
}

/** The URL's search after a roster change: an emptied search box leaves no `q=` behind. */
export function withRosterChange<S extends Partial<RosterState>>(
  previous: S,
  roster: Partial<RosterState> | undefined,
): { -readonly [K in keyof S]: S[K] } {
  const next: { -readonly [K in keyof S]: S[K] } = { ...previous, ...roster };
  if (!next.q) next.q = undefined;
  return next;
}
