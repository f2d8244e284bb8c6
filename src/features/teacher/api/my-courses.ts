import { useSuspenseQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions } from '../../../lib/my-courses-query';
import { useSchoolId } from '../../../lib/school-id';

export function useMyCourses() {
  return useSuspenseQuery(myCoursesQueryOptions(useSchoolId()));
}
