import { ApiError } from './api-client';

/** School-scoped calls need a selected school; without one they fail like the server would. */
export function requireSchool(schoolId: string | null): string {
  if (!schoolId) throw new ApiError(400, { message: 'Choose a school first.', code: 'NO_SCHOOL' });
  return schoolId;
}
