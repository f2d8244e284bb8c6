import type { PersonStatus, SortDir } from '@/contract/schemas/admin-people';

/** A people list's state in the address: search, page, order, school (and section) and status. */
export interface PeopleListSearch {
  q?: string;
  page?: number;
  sort?: string;
  dir?: SortDir;
  school?: string;
  section?: string;
  status?: PersonStatus;
}

/** The list request for the address's state (only what is set, so query keys stay small and stable). */
export function listRequest<S extends string>(search: PeopleListSearch, sorts: readonly S[]) {
  const sort = sorts.find((s) => s === search.sort);
  return {
    page: search.page ?? 0,
    ...(search.q ? { q: search.q } : {}),
    ...(sort ? { sort } : {}),
    ...(search.dir ? { dir: search.dir } : {}),
    ...(search.school ? { schoolId: search.school } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}

/** The next state after a change of filter or order: back to the first page. */
export function withChange(search: PeopleListSearch, change: Partial<PeopleListSearch>): PeopleListSearch {
  const next: PeopleListSearch = { ...search, ...change };
  if (!('page' in change)) delete next.page;
  for (const key of Object.keys(next) as (keyof PeopleListSearch)[]) {
    if (next[key] === undefined || next[key] === '' || (key === 'page' && next.page === 0)) delete next[key];
  }
  return next;
}

/** The students list's request: the common state, and the grade section. */
export function studentListRequest<S extends string>(search: PeopleListSearch, sorts: readonly S[]) {
  return { ...listRequest(search, sorts), ...(search.section ? { gradeSectionId: search.section } : {}) };
}
