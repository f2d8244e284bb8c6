import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { CatalogueListRequest } from '@/contract/schemas/courses';
import { callEndpoint } from '@/src/lib/api-client';
import { coursesKeys, type ListFilter } from './keys';

/** Courses per page of the catalogue list. */
export const cataloguePageSize = 20;

export function fetchCatalogue(filter: ListFilter, signal?: AbortSignal) {
  return callEndpoint(api.catalogueCourses, {
    body: {
      page: filter.page,
      pageSize: cataloguePageSize,
      sort: filter.sort as NonNullable<CatalogueListRequest['sort']>,
      dir: filter.dir,
      ...(filter.q ? { q: filter.q } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

export function catalogueQueryOptions(filter: ListFilter) {
  return queryOptions({ queryKey: coursesKeys.catalogueList(filter), queryFn: ({ signal }) => fetchCatalogue(filter, signal) });
}

/** A page of the platform's catalogue. */
export function useCatalogue(filter: ListFilter) {
  return useSuspenseQuery(catalogueQueryOptions(filter));
}

export function fetchCatalogueCourse(courseId: string, signal?: AbortSignal) {
  return callEndpoint(api.catalogueCourse, { params: { id: courseId }, ...(signal ? { signal } : {}) });
}

export function catalogueCourseQueryOptions(courseId: string) {
  return queryOptions({ queryKey: coursesKeys.course(courseId), queryFn: ({ signal }) => fetchCatalogueCourse(courseId, signal) });
}

/** One course with its units and items in order. */
export function useCatalogueCourse(courseId: string) {
  return useSuspenseQuery(catalogueCourseQueryOptions(courseId));
}

export function fetchCatalogueItem(contentId: string, signal?: AbortSignal) {
  return callEndpoint(api.adminContentItem, { params: { id: contentId }, ...(signal ? { signal } : {}) });
}

export function catalogueItemQueryOptions(contentId: string) {
  return queryOptions({ queryKey: coursesKeys.item(contentId), queryFn: ({ signal }) => fetchCatalogueItem(contentId, signal) });
}

/** One content item with its Markdown body. */
export function useCatalogueItem(contentId: string) {
  return useSuspenseQuery(catalogueItemQueryOptions(contentId));
}
