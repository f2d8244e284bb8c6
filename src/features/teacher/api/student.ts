import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { PerformanceSeries, StudentProfile, StudentProgress } from '@/contract/schemas/teacher';
import { callEndpoint } from '@/src/lib/api-client';
import { teacherKeys } from './keys';

/** The student detail of ARCHITECTURE.md §6: the record plus progress and the three performance series. */
export interface StudentDetail extends StudentProfile {
  progress: StudentProgress;
  activityPerformance: PerformanceSeries;
  labPerformance: PerformanceSeries;
  quizPerformance: PerformanceSeries;
}

/**
 * `GET /api/v1/teacher/student/get/{id}`, then `/progress`, `/activity/performance`,
 * `/lab/performance` and `/quiz/performance` of the same student. The record goes first so an
 * unknown or out-of-scope student fails once (404) instead of five times; the rest run in parallel.
 */
export async function fetchStudentDetail(studentId: string, signal?: AbortSignal): Promise<StudentDetail> {
  const params = { id: studentId };
  const student = await callEndpoint(api.studentGet, { params, signal });
  const [progress, activityPerformance, labPerformance, quizPerformance] = await Promise.all([
    callEndpoint(api.studentProgress, { params, signal }),
    callEndpoint(api.studentActivityPerformance, { params, signal }),
    callEndpoint(api.studentLabPerformance, { params, signal }),
    callEndpoint(api.studentQuizPerformance, { params, signal }),
  ]);
  return { ...student, progress, activityPerformance, labPerformance, quizPerformance };
}

export const studentDetailQueryOptions = (studentId: string) =>
  queryOptions({ queryKey: teacherKeys.student(studentId), queryFn: ({ signal }) => fetchStudentDetail(studentId, signal) });

export function useStudentDetail(studentId: string) {
  return useSuspenseQuery(studentDetailQueryOptions(studentId));
}
