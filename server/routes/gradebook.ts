import type { gradebookEndpoints } from '../../contract/endpoints/gradebook';
import type { Handlers } from '../lib/register';

export const gradebookHandlers: Handlers<typeof gradebookEndpoints> = {};
