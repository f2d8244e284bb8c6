import { useQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions } from '@/src/lib/my-courses-query';
import { useSchoolId } from '@/src/lib/school-id';

/** The teacher's classes in the selected school, to grade. Not suspending: the template editor shows while they load. */
export function useMyClasses() {
  return useQuery(myCoursesQueryOptions(useSchoolId()));
}
