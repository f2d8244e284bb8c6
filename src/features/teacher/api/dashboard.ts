import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { ClassCompletion, DashboardStatistics } from '@/contract/schemas/teacher';
import { callEndpoint } from '@/src/lib/api-client';
import { requireSchool } from '@/src/lib/require-school';
import { useSchoolId } from '@/src/lib/school-id';
import { teacherKeys } from './keys';

/** The dashboard's data (ARCHITECTURE.md §6): the statistics plus school_progress as `courseCompletion`. */
export interface Dashboard {
  statistics: DashboardStatistics;
  courseCompletion: ClassCompletion[];
}

/** `GET /api/teacher/dashboard/statistics` and `GET /api/v1/teacher/school_progress`, in parallel, merged. */
export async function fetchDashboard(schoolId: string | null, signal?: AbortSignal): Promise<Dashboard> {
  const school = requireSchool(schoolId);
  const [statistics, courseCompletion] = await Promise.all([
    callEndpoint(api.dashboardStatistics, { schoolId: school, signal }),
    callEndpoint(api.schoolProgress, { schoolId: school, signal }),
  ]);
  return { statistics, courseCompletion };
}

export const dashboardQueryOptions = (schoolId: string | null) =>
  queryOptions({ queryKey: teacherKeys.dashboard(schoolId), queryFn: ({ signal }) => fetchDashboard(schoolId, signal) });

export function useDashboard() {
  return useSuspenseQuery(dashboardQueryOptions(useSchoolId()));
}
