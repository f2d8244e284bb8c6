import type { QueryClient } from '@tanstack/react-query';
import type { AccountSortKey, DistrictSortKey, SchoolSortKey } from '@/contract/schemas/sup-admin';
import { districtsQueryOptions } from '@/src/lib/districts-query';
import { schoolsQueryOptions } from '@/src/lib/schools-query';
import { type ListSearch, listQuery } from '../lib/list-search';
import { type AdminRole, adminsQueryOptions, districtQueryOptions, schoolQueryOptions } from './organisation';

/** The list routes' loaders: the page the address names (the list reads it from the cache). */
export const loadDistricts = (queryClient: QueryClient, search: ListSearch<DistrictSortKey>) =>
  queryClient.ensureQueryData(districtsQueryOptions(listQuery(search, 'name')));
export const loadSchools = (queryClient: QueryClient, search: ListSearch<SchoolSortKey>) =>
  queryClient.ensureQueryData(schoolsQueryOptions(listQuery(search, 'name')));
export const loadAdmins = (queryClient: QueryClient, role: AdminRole, search: ListSearch<AccountSortKey>) =>
  queryClient.ensureQueryData(adminsQueryOptions(role, listQuery(search, 'name')));

/** The detail routes' loaders: the district or school (a 404 shows the not-found state). */
export const loadDistrict = (queryClient: QueryClient, id: string) => queryClient.ensureQueryData(districtQueryOptions(id));
export const loadSchool = (queryClient: QueryClient, id: string) => queryClient.ensureQueryData(schoolQueryOptions(id));
