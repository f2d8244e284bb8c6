import '@/src/test/async-timeout';
import { server } from '@/mocks/server';
import { schoolA, teacherHandlers } from '@/mocks/teacher';
import { setSchoolId } from '@/src/lib/school-id';

/** Every teacher endpoint answering from the fixtures, with school A selected. */
export function useTeacherFixtures() {
  server.use(...teacherHandlers);
  setSchoolId(schoolA._id);
}
