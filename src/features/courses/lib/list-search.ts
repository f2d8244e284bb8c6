import type { ListFilter, SortDir } from '../api/keys';

/** A list page's address: search, page (from 0, left out when 0), sort and direction (left out at the default). */
export interface ListSearch {
  q?: string;
  page?: number;
  sort?: string;
  dir?: SortDir;
}

export const listFilter = (search: ListSearch, defaultSort: string): ListFilter => ({
  q: search.q ?? '',
  page: search.page ?? 0,
  sort: search.sort ?? defaultSort,
  dir: search.dir ?? 'asc',
});

/** The address for a filter: a new search or order starts again at the first page (the caller passes page 0). */
export function listSearch(filter: ListFilter, defaultSort: string): ListSearch {
  return {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.page > 0 ? { page: filter.page } : {}),
    ...(filter.sort !== defaultSort ? { sort: filter.sort } : {}),
    ...(filter.dir !== 'asc' ? { dir: filter.dir } : {}),
  };
}
