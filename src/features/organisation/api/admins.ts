import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { DistrictAdminInput, SchoolAdminInput } from '@/contract/schemas/sup-admin';
import { callEndpoint } from '@/src/lib/api-client';
import { organisationKeys } from './keys';
import type { AdminRole } from './organisation';

export type AdminInput = { role: 'district-admin'; body: DistrictAdminInput } | { role: 'school-admin'; body: SchoolAdminInput };

function useAccountChange<V, R>(mutationFn: (variables: V) => Promise<R>, inForm = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
    ...(inForm ? { meta: { errorMessage: false } as const } : {}),
  });
}

/** Creates the account; the answer holds its one-time password (shown once). */
export const useCreateAdmin = () =>
  useAccountChange(
    (input: AdminInput) =>
      input.role === 'district-admin'
        ? callEndpoint(api.districtAdminCreate, { body: input.body })
        : callEndpoint(api.schoolAdminCreate, { body: input.body }),
    true,
  );

export const useUpdateAdmin = () =>
  useAccountChange(
    ({ id, input }: { id: string; input: AdminInput }) =>
      input.role === 'district-admin'
        ? callEndpoint(api.districtAdminUpdate, { params: { id }, body: input.body })
        : callEndpoint(api.schoolAdminUpdate, { params: { id }, body: input.body }),
    true,
  );

export const useSetAdminActive = (role: AdminRole) =>
  useAccountChange(
    ({ id, active }: { id: string; active: boolean }): Promise<unknown> =>
      role === 'district-admin'
        ? callEndpoint(api.districtAdminSetActive, { params: { id }, body: { active } })
        : callEndpoint(api.schoolAdminSetActive, { params: { id }, body: { active } }),
  );

export const useDeleteAdmin = (role: AdminRole) =>
  useAccountChange(
    (id: string): Promise<unknown> =>
      role === 'district-admin'
        ? callEndpoint(api.districtAdminDelete, { params: { id } })
        : callEndpoint(api.schoolAdminDelete, { params: { id } }),
  );
