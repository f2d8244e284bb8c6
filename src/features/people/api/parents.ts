import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { AccountUpdate, ParentCreate, ParentDetail, ParentListRequest } from '@/contract/schemas/admin-people';
import { callEndpoint } from '@/src/lib/api-client';
import { peopleKeys, peoplePageSize } from './keys';

export function fetchParents(filter: ParentListRequest, signal?: AbortSignal) {
  return callEndpoint(api.adminParents, { body: { pageSize: peoplePageSize, ...filter }, ...(signal ? { signal } : {}) });
}

export function parentsQueryOptions(filter: ParentListRequest) {
  return queryOptions({ queryKey: peopleKeys.parents(filter), queryFn: ({ signal }) => fetchParents(filter, signal) });
}

/** A page of the parents of the children the admin reaches. */
export function useParents(filter: ParentListRequest) {
  return useSuspenseQuery(parentsQueryOptions(filter));
}

export function fetchParent(parentId: string, signal?: AbortSignal) {
  return callEndpoint(api.adminParent, { params: { id: parentId }, ...(signal ? { signal } : {}) });
}

export function parentQueryOptions(parentId: string) {
  return queryOptions({ queryKey: peopleKeys.parent(parentId), queryFn: ({ signal }) => fetchParent(parentId, signal) });
}

export function useParent(parentId: string) {
  return useSuspenseQuery(parentQueryOptions(parentId));
}

/** After a change: the parent's page takes the answer; the parent lists and the linked students' pages reload. */
function useParentSaved() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (parent: ParentDetail) => queryClient.setQueryData(peopleKeys.parent(parent._id), parent),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.parentLists() }),
        queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'student'] }),
      ]),
  };
}

/** Creates the parent; the answer holds the one-time password. Failures are shown by the form (409 on the email). */
export function useCreateParent() {
  const saved = useParentSaved();
  return useMutation({
    mutationFn: (body: ParentCreate) => callEndpoint(api.adminParentCreate, { body }),
    onSuccess: (created) => saved.onSuccess(created.parent),
    onSettled: saved.onSettled,
    meta: { errorMessage: false },
  });
}

export function useUpdateParent(parentId: string) {
  return useMutation({
    mutationFn: (body: AccountUpdate) => callEndpoint(api.adminParentUpdate, { params: { id: parentId }, body }),
    ...useParentSaved(),
    meta: { errorMessage: false },
  });
}

export function useParentStatus(parentId: string) {
  return useMutation({
    mutationFn: (active: boolean) => callEndpoint(api.adminParentStatus, { params: { id: parentId }, body: { active } }),
    ...useParentSaved(),
  });
}

export function useLinkChild(parentId: string) {
  return useMutation({
    mutationFn: (studentId: string) => callEndpoint(api.adminParentLink, { params: { id: parentId }, body: { studentId } }),
    ...useParentSaved(),
  });
}

export function useUnlinkChild(parentId: string) {
  return useMutation({
    mutationFn: (studentId: string) => callEndpoint(api.adminParentUnlink, { params: { id: parentId }, body: { studentId } }),
    ...useParentSaved(),
  });
}

export function useDeleteParent(parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.adminParentDelete, { params: { id: parentId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: peopleKeys.parent(parentId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.parentLists() }),
        queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'student'] }),
      ]);
    },
  });
}
