import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/course/enrolled/students/instance-id/{id}`: a class's roster with progress. */
export const fetchEnrolledStudents = (instanceId: string, signal?: AbortSignal) =>
  callEndpoint(api.enrolledStudents, { params: { id: instanceId }, signal });

export const enrolledStudentsQueryOptions = (instanceId: string) =>
  queryOptions({ queryKey: teacherKeys.roster(instanceId), queryFn: ({ signal }) => fetchEnrolledStudents(instanceId, signal) });

export function useEnrolledStudents(instanceId: string) {
  return useSuspenseQuery(enrolledStudentsQueryOptions(instanceId));
}
