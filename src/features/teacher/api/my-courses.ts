import { useSuspenseQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions } from '@/src/lib/my-courses-query';
import { useSchoolId } from '@/src/lib/school-id';

export function useMyCourses() {
  return useSuspenseQuery(myCoursesQueryOptions(useSchoolId()));
}
