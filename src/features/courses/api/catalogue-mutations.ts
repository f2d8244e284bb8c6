import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { ContentInput, CourseInput, MoveDirection, UnitInput } from '@/contract/schemas/courses';
import { callEndpoint } from '@/src/lib/api-client';
import { coursesKeys } from './keys';

/**
 * The super admin's changes to the catalogue. Each refreshes the whole catalogue (the list's counts,
 * the course's outline, an item's body): small, and always right. Failures show in the form or
 * dialog that started them (`errorMessage: false`), except moves, which use the shared snackbar.
 */
function useCatalogueChange<V, R>(run: (variables: V) => Promise<R>, silent = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesKeys.catalogue() }),
    ...(silent ? { meta: { errorMessage: false as const } } : {}),
  });
}

export const useCreateCourse = () => useCatalogueChange((body: CourseInput) => callEndpoint(api.courseCreate, { body }));
export const useUpdateCourse = () =>
  useCatalogueChange(({ id, body }: { id: string; body: CourseInput }) => callEndpoint(api.courseUpdate, { params: { id }, body }));
export const useDeleteCourse = () => useCatalogueChange((id: string) => callEndpoint(api.courseDelete, { params: { id } }));

export const useCreateUnit = () =>
  useCatalogueChange(({ courseId, body }: { courseId: string; body: UnitInput }) =>
    callEndpoint(api.unitCreate, { params: { id: courseId }, body }),
  );
export const useUpdateUnit = () =>
  useCatalogueChange(({ id, body }: { id: string; body: UnitInput }) => callEndpoint(api.unitUpdate, { params: { id }, body }));
export const useDeleteUnit = () => useCatalogueChange((id: string) => callEndpoint(api.unitDelete, { params: { id } }));
export const useMoveUnit = () =>
  useCatalogueChange(
    ({ id, direction }: { id: string; direction: MoveDirection }) => callEndpoint(api.unitMove, { params: { id }, body: { direction } }),
    false,
  );

export const useCreateContent = () =>
  useCatalogueChange(({ unitId, body }: { unitId: string; body: ContentInput }) =>
    callEndpoint(api.contentCreate, { params: { id: unitId }, body }),
  );
export const useUpdateContent = () =>
  useCatalogueChange(({ id, body }: { id: string; body: ContentInput }) => callEndpoint(api.contentUpdate, { params: { id }, body }));
export const useDeleteContent = () => useCatalogueChange((id: string) => callEndpoint(api.contentDelete, { params: { id } }));
export const useMoveContent = () =>
  useCatalogueChange(
    ({ id, direction }: { id: string; direction: MoveDirection }) => callEndpoint(api.contentMove, { params: { id }, body: { direction } }),
    false,
  );
