import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/section/by/course/{courseId}` (the course INSTANCE id): the class and its units in order. */
export const fetchCourseOutline = (instanceId: string, signal?: AbortSignal) =>
  callEndpoint(api.courseSections, { params: { courseId: instanceId }, signal });

export const courseOutlineQueryOptions = (instanceId: string) =>
  queryOptions({ queryKey: teacherKeys.courseOutline(instanceId), queryFn: ({ signal }) => fetchCourseOutline(instanceId, signal) });

export function useCourseOutline(instanceId: string) {
  return useSuspenseQuery(courseOutlineQueryOptions(instanceId));
}
