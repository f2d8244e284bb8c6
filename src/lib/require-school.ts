import { ApiError } from './api-client';
import { i18n } from './i18n/i18n';

/** School-scoped calls need a selected school; without one they fail like the server would (in the reader's language: `shell`). */
export function requireSchool(schoolId: string | null): string {
  if (!schoolId) throw new ApiError(400, { message: i18n._('school.choose'), code: 'NO_SCHOOL' });
  return schoolId;
}
