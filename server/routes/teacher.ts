import type { teacherEndpoints } from '../../contract/endpoints/teacher';
import type { Handlers } from '../lib/register';

export const teacherHandlers: Handlers<typeof teacherEndpoints> = {};
