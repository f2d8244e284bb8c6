import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { EndpointOf, QueryInputOf } from '@/contract/define';
import type { DistrictInput, SchoolCreateInput, SchoolUpdateInput } from '@/contract/schemas/sup-admin';
import { callEndpoint } from '@/src/lib/api-client';
import { organisationKeys } from './keys';

export function districtQueryOptions(id: string) {
  return queryOptions({
    queryKey: organisationKeys.district(id),
    queryFn: ({ signal }) => callEndpoint(api.districtGet, { params: { id }, signal }),
  });
}
export const useDistrict = (id: string) => useSuspenseQuery(districtQueryOptions(id));

export function schoolQueryOptions(id: string) {
  return queryOptions({
    queryKey: organisationKeys.school(id),
    queryFn: ({ signal }) => callEndpoint(api.schoolGet, { params: { id }, signal }),
  });
}
export const useSchool = (id: string) => useSuspenseQuery(schoolQueryOptions(id));

export type AdminListQuery = NonNullable<QueryInputOf<EndpointOf<typeof api.schoolAdminsAll>>> &
  NonNullable<QueryInputOf<EndpointOf<typeof api.districtAdminsAll>>>;
export type AdminRole = 'district-admin' | 'school-admin';

export function adminsQueryOptions(role: AdminRole, query: AdminListQuery) {
  return queryOptions({
    queryKey: organisationKeys.admins(role, query),
    queryFn: ({ signal }) =>
      role === 'district-admin'
        ? callEndpoint(api.districtAdminsAll, { query, signal })
        : callEndpoint(api.schoolAdminsAll, { query, signal }),
  });
}
export const useAdmins = (role: AdminRole, query: AdminListQuery) => useSuspenseQuery(adminsQueryOptions(role, query));

/** What a delete would remove; asked when the confirmation opens. */
export function useDeletionPreview(kind: 'district' | 'school', id: string) {
  return useQuery({
    queryKey: organisationKeys.deletion(kind, id),
    queryFn: ({ signal }) =>
      kind === 'district'
        ? callEndpoint(api.districtDeletePreview, { params: { id }, signal })
        : callEndpoint(api.schoolDeletePreview, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** Field errors (400, 409 on the email) show in the form, not in a snackbar. */
const inForm = { errorMessage: false } as const;

/** A change to the organisation: every organisation list and page is refreshed after it. */
function useOrganisationChange<V, R>(mutationFn: (variables: V) => Promise<R>, meta?: typeof inForm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
    ...(meta ? { meta } : {}),
  });
}

export const useCreateDistrict = () => useOrganisationChange((body: DistrictInput) => callEndpoint(api.districtCreate, { body }), inForm);
export const useUpdateDistrict = () =>
  useOrganisationChange(
    ({ id, body }: { id: string; body: DistrictInput }) => callEndpoint(api.districtUpdate, { params: { id }, body }),
    inForm,
  );
export const useCreateSchool = () => useOrganisationChange((body: SchoolCreateInput) => callEndpoint(api.schoolCreate, { body }), inForm);
export const useUpdateSchool = () =>
  useOrganisationChange(
    ({ id, body }: { id: string; body: SchoolUpdateInput }) => callEndpoint(api.schoolUpdate, { params: { id }, body }),
    inForm,
  );

/** Deactivate or reactivate a district or school. */
export function useSetActive(kind: 'district' | 'school') {
  return useOrganisationChange(
    ({ id, active }: { id: string; active: boolean }): Promise<unknown> =>
      kind === 'district'
        ? callEndpoint(api.districtSetActive, { params: { id }, body: { active } })
        : callEndpoint(api.schoolSetActive, { params: { id }, body: { active } }),
  );
}

/** Delete a district or school; a refusal (409) is shown in the confirmation, so it is not snackbarred. */
export function useDeleteOrganisation(kind: 'district' | 'school') {
  return useOrganisationChange(
    (id: string): Promise<unknown> =>
      kind === 'district' ? callEndpoint(api.districtDelete, { params: { id } }) : callEndpoint(api.schoolDelete, { params: { id } }),
    inForm,
  );
}
