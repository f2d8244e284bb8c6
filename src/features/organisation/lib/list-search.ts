/**
 * The address of an organisation list (`?q=&page=&sort=&dir=&status=`), parsed without zod: route
 * files import this, and route definitions are part of every page's first JavaScript. The sort keys
 * mirror the contract's (`contract/schemas/sup-admin.ts`); the server refuses any other with a 400.
 */
import type { AccountSortKey, DistrictSortKey, SchoolSortKey, SortDirection, StatusFilter } from '@/contract/schemas/sup-admin';
import { oneOf, pageNumber, searchSchema, text } from '@/src/lib/search-params';

export const districtSortKeys = ['name', 'schoolCount', 'createdAt'] as const satisfies readonly DistrictSortKey[];
export const schoolSortKeys = [
  'name',
  'district',
  'city',
  'studentCount',
  'teacherCount',
  'createdAt',
] as const satisfies readonly SchoolSortKey[];
export const accountSortKeys = ['name', 'email', 'createdAt'] as const satisfies readonly AccountSortKey[];
export const statusFilters = ['all', 'active', 'deactivated'] as const satisfies readonly StatusFilter[];
export const directions = ['asc', 'desc'] as const satisfies readonly SortDirection[];

export interface ListSearch<K extends string> {
  q?: string;
  page?: number;
  sort?: K;
  dir?: SortDirection;
  status?: StatusFilter;
}

/** `validateSearch` of a list route with these sort keys. */
export function listSearch<const K extends string>(sortKeys: readonly K[]) {
  return searchSchema({ q: text(100), page: pageNumber, sort: oneOf(sortKeys), dir: oneOf(directions), status: oneOf(statusFilters) });
}

/** Rows per page of the consoles' lists. */
export const listPageSize = 20;

/** The list request of an address: defaults filled in (name, ascending, every status). */
export function listQuery<K extends string>(search: ListSearch<K>, defaultSort: K) {
  return {
    page: search.page ?? 0,
    pageSize: listPageSize,
    sort: search.sort ?? defaultSort,
    dir: search.dir ?? 'asc',
    status: search.status ?? 'all',
    ...(search.q ? { q: search.q } : {}),
  } as const;
}

/** Drops the defaults, so a plain list has a plain address. */
export function cleanSearch<K extends string>(search: ListSearch<K>, defaultSort: K): ListSearch<K> {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.page ? { page: search.page } : {}),
    ...(search.sort && search.sort !== defaultSort ? { sort: search.sort } : {}),
    ...(search.dir === 'desc' ? { dir: search.dir } : {}),
    ...(search.status && search.status !== 'all' ? { status: search.status } : {}),
  };
}
