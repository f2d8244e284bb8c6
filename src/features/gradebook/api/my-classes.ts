import { useSuspenseQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions } from '@/src/lib/my-courses-query';
import { useSchoolId } from '@/src/lib/school-id';

/** The teacher's classes in the selected school, to grade (the courses page's query, shared in src/lib). */
export function useMyClasses() {
  return useSuspenseQuery(myCoursesQueryOptions(useSchoolId()));
}
