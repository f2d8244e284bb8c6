import type { shellEndpoints } from '../../contract/endpoints/shell';
import type { Handlers } from '../lib/register';

export const shellHandlers: Handlers<typeof shellEndpoints> = {};
